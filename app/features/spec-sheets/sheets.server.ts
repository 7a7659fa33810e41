import {
  gradePath,
  productPath,
  productSpecSheetPath,
  specSheetPdfPath,
} from '~/config/public-routes';
import { gradeImageCaption } from '~/content/grade-particles';
import { findTeaGradeBySlug, gradeSpecFacts } from '~/content/spec-sheets/grade-spec-sheets';
import { productSpecFacts } from '~/content/spec-sheets/product-spec-sheets';
import { findProductById, parseProductId, type Product } from '../catalogue/products.server';
import { buildSpecSheet, regionsOf, type SpecSheet, type SpecSheetLinks } from './spec-sheet';

/** The sheet of the grade at `/tea-grades/{slug}`, or undefined for an unknown grade (404). */
export function readGradeSpecSheet(slug: string | undefined, now: Date): SpecSheet | undefined {
  const grade = findTeaGradeBySlug(slug);
  const facts = grade && gradeSpecFacts(grade);
  if (!grade || !facts) return undefined;
  const path = gradePath(grade.slug);
  return buildSpecSheet(
    {
      name: grade.name,
      summary: grade.description,
      path,
      parent: { path: '/tea-grades', name: 'Tea Grades' },
      pdfPath: specSheetPdfPath(path),
      facts: { ...facts, leafAppearance: gradeImageCaption(grade) },
    },
    now,
  );
}

/** A product's regions and spec sheet, or undefined when it has no spec facts (and no sheet). */
export function productSpecSheetLinks(product: Product): SpecSheetLinks | undefined {
  const facts = productSpecFacts(product.name);
  return facts && { specSheetPath: productSpecSheetPath(product.id), regions: regionsOf(facts) };
}

/**
 * The sheet of product `{id}`, or undefined (404) when the segment is no id, no product has it,
 * or the product has no spec facts.
 */
export function readProductSpecSheet(
  idSegment: string | undefined,
  now: Date,
): SpecSheet | undefined {
  const id = parseProductId(idSegment);
  const product = id === null ? undefined : findProductById(id);
  const facts = product && productSpecFacts(product.name);
  if (!product || !facts) return undefined;
  return buildSpecSheet(
    {
      name: product.name,
      summary: product.description,
      path: productSpecSheetPath(product.id),
      parent: { path: productPath(product.id), name: product.name },
      pdfPath: specSheetPdfPath(productPath(product.id)),
      facts,
    },
    now,
  );
}
