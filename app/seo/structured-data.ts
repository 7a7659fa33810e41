import { logo } from '~/config/brand-images';
import { findPublicPage, productPath, type PublicPage } from '~/config/public-routes';
import { site } from '~/config/site';
import { localizedPath, type Language } from '~/i18n/languages';
import type { SpecSheet } from '../features/spec-sheets/spec-sheet';
import { teaSectionIds } from '../features/spec-sheets/sections';

/** A schema.org node, as JSON-LD. */
export type JsonLdNode = Record<string, unknown>;

function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function organizationNode(siteUrl: string): JsonLdNode {
  const office = site.headOffice;
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.brand,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logo.path}`,
    email: site.emails.general,
    telephone: site.phones[0].dial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      postalCode: office.postalCode,
      addressCountry: 'LK',
    },
    sameAs: site.social.map((network) => network.href),
  };
}

/**
 * The pages above `pathname` that exist, from the home page down, then the page itself:
 * `/products/premium/black-tea` is Home › Products › Black Tea Collection (there is no
 * `/products/premium` page). `pageName` names a page the public page list does not (a product).
 */
export function breadcrumbTrail(pathname: string, pageName?: string): PublicPage[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: PublicPage[] = [{ path: '/', name: 'Home' }];
  segments.forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const known = findPublicPage(path);
    if (known) trail.push(known);
    else if (isLast && pageName) trail.push({ path: path as PublicPage['path'], name: pageName });
  });
  return trail;
}

export function breadcrumbListNode(siteUrl: string, trail: readonly PublicPage[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: `${siteUrl}${page.path}`,
    })),
  };
}

export interface ProductFacts {
  id: number;
  name: string;
  description: string;
  category: string;
  imageUrl: string;
}

export function productNode(siteUrl: string, product: ProductFacts): JsonLdNode {
  return {
    '@type': 'Product',
    '@id': `${siteUrl}${productPath(product.id)}#product`,
    name: product.name,
    description: product.description,
    category: product.category,
    image: `${siteUrl}${product.imageUrl}`,
    url: `${siteUrl}${productPath(product.id)}`,
    brand: { '@type': 'Brand', name: site.brand },
    manufacturer: { '@id': organizationId(siteUrl) },
  };
}

const teaFactSections = new Set<string>(teaSectionIds);

/** A spec sheet's tea, its facts as `additionalProperty` name-value pairs. */
export function specSheetProductNode(siteUrl: string, sheet: SpecSheet): JsonLdNode {
  return {
    '@type': 'Product',
    '@id': `${siteUrl}${sheet.path}#product`,
    name: sheet.name,
    description: sheet.summary,
    category: sheet.kind,
    url: `${siteUrl}${sheet.path}`,
    brand: { '@type': 'Brand', name: site.brand },
    manufacturer: { '@id': organizationId(siteUrl) },
    additionalProperty: sheet.sections
      .filter((section) => teaFactSections.has(section.id))
      .flatMap((section) =>
        section.entries.map((entry) => ({
          '@type': 'PropertyValue',
          name: entry.label,
          value: entry.value,
        })),
      ),
  };
}

/**
 * Where a page is: the site's address, which only the root loader knows, and the page's language,
 * whose words its nodes are in (a Russian page describes itself in Russian, at its own URL).
 */
export type PageAddress = { siteUrl: string; language: Language };

/**
 * What a route exports as its `handle` to add nodes of its own to the page's JSON-LD (they need
 * the page's address and language), given its loader's data. A page that
 * `app/config/public-routes.ts` does not list (a product, a spec sheet) names itself with
 * `pageName`, which also makes it a public page with a canonical link and breadcrumbs; no name,
 * no public page (a product not found). Methods, so a route can type `data` as its loader's.
 */
export type StructuredDataHandle<Data = unknown> = {
  structuredData(page: PageAddress, data?: Data): JsonLdNode[];
  /** `data` is undefined where the loader threw (a 404). */
  pageName?(data: Data | undefined): string | undefined;
};

export function isStructuredDataHandle(handle: unknown): handle is StructuredDataHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<StructuredDataHandle>).structuredData === 'function'
  );
}

/** The page itself, at its URL in its language, named and described as its meta tags are. */
export function webPageNode(
  { siteUrl, language }: PageAddress,
  page: { path: `/${string}`; name: string; description: string },
): JsonLdNode {
  const url = `${siteUrl}${localizedPath(page.path, language)}`;
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.name,
    description: page.description,
    inLanguage: language,
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/**
 * One JSON-LD document for the page. `<` is escaped so no text in it can close the
 * `<script>` element that carries it.
 */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(
    /</g,
    '\\u003c',
  );
}
