import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandMark } from '~/components/ui/brand-mark-shapes';
import { certifications, isCertificateCurrent } from '~/content/catalogue/certifications';
import { premiumCollections } from '~/content/catalogue/premium-collections';
import { gradeSpecFacts } from '~/content/spec-sheets/grade-spec-sheets';
import { formatNetWeight, packingSentence } from '~/content/spec-sheets/packing';
import { productSpecFacts } from '~/content/spec-sheets/product-spec-sheets';
import { teaGrades } from '~/content/tea-grades';
import { listProductsByCategory } from '~/features/catalogue/products.server';
import type { SpecSheet } from '~/features/spec-sheets/spec-sheet';
import { pdfIn } from '~/features/spec-sheets/pdf-address';
import { renderSpecSheetPdf } from '~/features/spec-sheets/pdf.server';
import { loader as productPdfLoader } from '~/routes/($lang).products.$id_.spec-sheet[.]pdf';
import { loader as gradePdfLoader } from '~/routes/($lang).tea-grades_.$grade_.spec-sheet[.]pdf';
import { specSheetProductNode } from '~/seo/structured-data';
import {
  productSpecSheetLinks,
  readGradeSpecSheet,
  readProductSpecSheet,
} from '~/features/spec-sheets/sheets.server';
import { getDatabase } from '../../db/client';
import { sampleProducts } from '../../db/sample-products';
import { products } from '../../db/schema';
import { embeddedFontNames, readPdf, withoutSpaces } from '../support/pdf-text';
import { loadContextFor } from './request-helpers';

const today = new Date('2026-11-23T12:00:00Z');

function gradeSheet(slug: string, now = today): SpecSheet {
  const sheet = readGradeSpecSheet(slug, now);
  if (!sheet) throw new Error(`No spec sheet for the grade ${slug}`);
  return sheet;
}

function entryValue(sheet: SpecSheet, sectionId: string, label: string): string | undefined {
  return sheet.sections
    .find((section) => section.id === sectionId)
    ?.entries.find((entry) => entry.label === label)?.value;
}

describe('spec sheet facts', () => {
  it('cover every grade and every seeded product', () => {
    for (const grade of teaGrades) expect(gradeSpecFacts(grade), grade.slug).toBeDefined();
    for (const product of sampleProducts) {
      expect(productSpecFacts(product.name), product.name).toBeDefined();
    }
  });

  it('name only real regions, and every tea grade at least one', () => {
    for (const grade of teaGrades) {
      const sheet = gradeSheet(grade.slug);
      const origin = sheet.sections.find((section) => section.id === 'origin');
      expect(origin?.entries.length, grade.slug).toBe(gradeSpecFacts(grade)?.regions.length);
      for (const entry of origin?.entries ?? []) {
        expect(entry.href).toMatch(/^\/regions#[a-z-]+$/);
        expect(entry.value).toMatch(/-grown · (Up to )?[\d,–]+ m$/);
      }
    }
  });

  it('give the collections their sack weights, so the pages and the sheets agree', () => {
    const gradeCollections = premiumCollections.filter((collection) =>
      ['black-tea', 'green-tea'].includes(collection.slug),
    );
    for (const item of gradeCollections.flatMap((collection) => collection.items)) {
      const grade = teaGrades.find((candidate) => candidate.slug === item.slug);
      const facts = grade && gradeSpecFacts(grade);
      expect(facts, item.slug).toBeDefined();
      expect(item.productInfo[1]).toContain(packingSentence(facts?.packing ?? []));
      const packing = gradeSheet(item.slug).sections.find((section) => section.id === 'packing');
      for (const format of facts?.packing ?? []) {
        expect(item.productInfo[1]).toContain(formatNetWeight(format.netGrams));
        expect(packing?.entries.map((entry) => entry.value)).toContain(
          `${formatNetWeight(format.netGrams)} net`,
        );
      }
    }
  });

  it('writes weights as a buyer reads them', () => {
    expect(formatNetWeight({ from: 38000, to: 42000 })).toBe('38-42 kg');
    expect(formatNetWeight({ from: 250, to: 1000 })).toBe('250 g to 1 kg');
    expect(formatNetWeight({ from: 45000, to: 45000 })).toBe('45 kg');
  });

  it('state ISO 3720 for black tea, ISO 11287 for green and our own moisture limit', () => {
    const black = gradeSheet('bop');
    expect(black.sections.find((section) => section.id === 'standards')?.title).toContain(
      'ISO 3720',
    );
    expect(entryValue(black, 'standards', 'Total ash')).toBe('4.0 to 8.0 % m/m');
    expect(entryValue(black, 'standards', 'Water-soluble ash')).toBe('at least 45 % of total ash');
    expect(entryValue(black, 'standards', 'Alkalinity of water-soluble ash')).toBe(
      '1.0 to 3.0 % m/m as KOH',
    );
    expect(entryValue(black, 'standards', 'Acid-insoluble ash')).toBe('at most 1.0 % m/m');
    expect(entryValue(black, 'standards', 'Water extract')).toBe('at least 32 % m/m');
    expect(entryValue(black, 'standards', 'Crude fibre')).toBe('at most 16.5 % m/m');
    expect(entryValue(black, 'standards', 'Moisture, loss in mass at 103°C (our limit)')).toBe(
      'at most 5.0 % m/m when packed',
    );
    const green = gradeSheet('green-tea-gp');
    expect(green.sections.find((section) => section.id === 'standards')?.title).toContain(
      'ISO 11287',
    );
    expect(entryValue(green, 'standards', 'Total catechins')).toBe('at least 7 % m/m');
  });
});

describe('certificates', () => {
  const halal = certifications.find((certificate) => certificate.title === 'HALAL');

  it('each name a real last day', () => {
    for (const certificate of certifications) {
      expect(certificate.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${certificate.validUntil}T00:00:00Z`).toISOString()).toContain(
        certificate.validUntil,
      );
    }
  });

  it('count until the start of their last day, never after', () => {
    if (!halal) throw new Error('No HALAL certificate');
    const lastDay = new Date(`${halal.validUntil}T00:00:00Z`);
    expect(isCertificateCurrent(halal, new Date(lastDay.getTime() - 1))).toBe(true);
    expect(isCertificateCurrent(halal, lastDay)).toBe(false);
    expect(isCertificateCurrent(halal, new Date(lastDay.getTime() + 86_400_000))).toBe(false);
  });

  it('show number and expiry while current, and never once expired', async () => {
    if (!halal) throw new Error('No HALAL certificate');
    const current = entryValue(gradeSheet('opa'), 'certifications', 'HALAL');
    expect(current).toContain(halal.number);
    expect(current).toContain(halal.issuer);
    expect(current).toMatch(/valid until \d{1,2} \w+ \d{4}$/);

    const afterExpiry = new Date(`${halal.validUntil}T12:00:00Z`);
    const lapsedSheet = gradeSheet('opa', afterExpiry);
    const lapsed = entryValue(lapsedSheet, 'certifications', 'HALAL');
    expect(lapsed).not.toContain(halal.number);
    expect(lapsed).not.toContain('valid until');
    expect(lapsed).toContain('renewal in progress');
    const pdf = await readPdf(await renderSpecSheetPdf(lapsedSheet));
    expect(withoutSpaces(pdf.text)).not.toContain(withoutSpaces(halal.number));
  });
});

describe('spec sheet pages', () => {
  it('are missing for unknown grades and products, and for products without facts', () => {
    expect(readGradeSpecSheet('no-such-grade', today)).toBeUndefined();
    expect(readGradeSpecSheet('constructor', today)).toBeUndefined();
    expect(readProductSpecSheet('999999', today)).toBeUndefined();
    expect(readProductSpecSheet('abc', today)).toBeUndefined();

    const added = getDatabase()
      .insert(products)
      .values({
        name: 'constructor',
        description: 'A product an operator added, with no spec facts yet.',
        category: 'Black Tea',
        imageUrl: '/images/products/ceylon-orange-pekoe.svg',
        price: 'Contact for pricing',
      })
      .returning()
      .get();
    try {
      expect(readProductSpecSheet(String(added.id), today)).toBeUndefined();
      expect(productSpecSheetLinks(added)).toBeUndefined();
    } finally {
      getDatabase().delete(products).where(eq(products.id, added.id)).run();
    }
  });
});

describe('spec sheet JSON-LD', () => {
  it('is a Product whose additionalProperty pairs are the sheet’s tea facts', () => {
    const sheet = gradeSheet('fbopf');
    const node = specSheetProductNode('https://tea.example', sheet);
    expect(node).toMatchObject({
      '@type': 'Product',
      name: 'FBOPF',
      url: 'https://tea.example/tea-grades/fbopf',
    });
    const properties = node.additionalProperty as {
      '@type': string;
      name: string;
      value: string;
    }[];
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Ruhuna',
      value: 'Low-grown · Up to 600 m',
    });
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Multiwall paper sacks',
      value: '45-50 kg net',
    });
    expect(properties.map((property) => property.name)).not.toContain('Wholesale');
  });
});

describe('spec sheet PDFs', () => {
  const sheets: SpecSheet[] = [
    ...teaGrades.map((grade) => gradeSheet(grade.slug)),
    ...listProductsByCategory().map((product) => {
      const sheet = readProductSpecSheet(String(product.id), today);
      if (!sheet) throw new Error(`No spec sheet for the product ${product.name}`);
      return sheet;
    }),
  ];

  // Each sheet is drawn and read once for both of its tests: drawing and reading every sheet
  // twice took half a minute of each run.
  const drawn = new Map<
    SpecSheet,
    Promise<{ bytes: Buffer; pdf: Awaited<ReturnType<typeof readPdf>> }>
  >();
  const drawnOnce = (sheet: SpecSheet) => {
    let result = drawn.get(sheet);
    if (!result) {
      result = renderSpecSheetPdf(sheet).then(async (bytes) => ({
        bytes,
        pdf: await readPdf(bytes),
      }));
      drawn.set(sheet, result);
    }
    return result;
  };

  it('are the same bytes all day, so every process gives the same ETag', async () => {
    const morning = gradeSheet('opa', new Date('2026-11-23T01:00:00Z'));
    const evening = gradeSheet('opa', new Date('2026-11-23T23:00:00Z'));
    expect(
      Buffer.compare(await renderSpecSheetPdf(morning), await renderSpecSheetPdf(evening)),
    ).toBe(0);
  });

  it.each(sheets.map((sheet) => [sheet.name, sheet] as const))(
    '%s: one A4 page holding every field of the sheet',
    async (_name, sheet) => {
      const { pdf } = await drawnOnce(sheet);
      expect(pdf.pageCount).toBe(1);
      expect(pdf.firstPageSize.map(Math.round)).toEqual([595, 842]);
      const text = withoutSpaces(pdf.text);
      const expected = [
        sheet.name,
        sheet.kind,
        sheet.summary,
        `Issued ${sheet.issued}`,
        ...sheet.sections.flatMap((section) => [
          section.title,
          section.note ?? '',
          ...section.entries.flatMap((entry) => [entry.label, entry.value]),
        ]),
      ];
      for (const field of expected) expect(text, field).toContain(withoutSpaces(field));
      for (const standard of ['ISO 22000', 'HACCP', 'GMP', 'HALAL', 'No 396/2005', 'Codex']) {
        expect(text).toContain(withoutSpaces(standard));
      }
    },
  );

  it.each(sheets.map((sheet) => [sheet.name, sheet] as const))(
    '%s: in the site’s faces, under the company’s mark, filling the page',
    async (_name, sheet) => {
      const { bytes, pdf } = await drawnOnce(sheet);
      // Inter and Playfair Display, embedded; no standard font (Helvetica) beside them.
      expect(embeddedFontNames(bytes)).toEqual([
        'embedded Inter-Regular',
        'embedded Inter-SemiBold',
        'embedded PlayfairDisplay-SemiBold',
      ]);
      // The mark's disc and both leaves, in their own colours.
      for (const colour of [brandMark.disc.fill, ...brandMark.leaves.map((leaf) => leaf.fill)]) {
        expect(pdf.firstPageFillColours).toContain(colour);
      }
      // The sheet's content runs down to the footer ('Issued …', on the bottom margin): its
      // lowest line is within 15% of the printable height above the margin, not a third up.
      const [, pageHeight = 0] = pdf.firstPageSize;
      const margin = 36;
      const footer = pdf.firstPageItems.find((item) => item.text.startsWith('Issued'));
      expect(footer).toBeDefined();
      const footerY = footer?.y ?? 0;
      expect(footerY - margin).toBeLessThan(20);
      const lowestContent = Math.min(
        ...pdf.firstPageItems.filter((item) => item.y > footerY).map((item) => item.y),
      );
      expect(lowestContent - margin).toBeLessThanOrEqual(0.15 * (pageHeight - 2 * margin));
    },
  );
});

describe('spec sheet PDFs in Arabic and Russian', () => {
  const twins = (['ar', 'ru'] as const).flatMap((language) => [
    { language, sheet: readGradeSpecSheet('opa', today, language) },
    // The longest address, which takes the footer's type down.
    { language, sheet: readGradeSpecSheet('green-tea-fannings', today, language) },
    { language, sheet: readProductSpecSheet('1', today, language) },
  ]);
  const faces = {
    ar: [
      'embedded Inter-Regular',
      'embedded Inter-SemiBold',
      'embedded NotoNaskhArabic-Regular',
      'embedded NotoSansArabic-Regular',
      'embedded PlayfairDisplay-SemiBold',
    ],
    ru: ['embedded Inter-Regular', 'embedded Inter-SemiBold', 'embedded PlayfairDisplay-SemiBold'],
  };

  it.each(twins.map((twin) => [twin.language, twin.sheet?.name, twin] as const))(
    '%s %s: one A4 page, in subsets of the site’s faces for its script, with its Latin codes',
    async (language, _name, { sheet }) => {
      if (!sheet) throw new Error('No sheet');
      const bytes = await renderSpecSheetPdf(sheet, language);
      const pdf = await readPdf(bytes);
      expect(pdf.pageCount).toBe(1);
      expect(pdf.firstPageSize.map(Math.round)).toEqual([595, 842]);
      // Every face a subset (pdfkit embeds only the glyphs drawn), Latin beside the script's own.
      expect(embeddedFontNames(bytes)).toEqual(faces[language]);
      const text = withoutSpaces(pdf.text);
      for (const code of ['HACCP', 'SLSI/FSMS/22000/0417', 'No.117', '+94112345678']) {
        expect(text, code).toContain(code);
      }
      if (language === 'ru') {
        // pdf.js reads Cyrillic back as written; Arabic it reads glyph by glyph (see the
        // integration test, which reads it with poppler).
        const expected = [
          sheet.name,
          sheet.kind,
          sheet.summary,
          ...sheet.sections.flatMap((section) => [
            section.title,
            section.note ?? '',
            ...section.entries.flatMap((entry) => [entry.label, entry.value]),
          ]),
        ];
        for (const field of expected) expect(text, field).toContain(withoutSpaces(field));
        expect(text).toContain('СПЕЦИФИКАЦИЯ');
      }
      // The mark's disc, in its colour.
      expect(pdf.firstPageFillColours).toContain(brandMark.disc.fill);
    },
  );

  it('are the same bytes all day', async () => {
    const morning = readGradeSpecSheet('opa', new Date('2026-11-23T01:00:00Z'), 'ar');
    const evening = readGradeSpecSheet('opa', new Date('2026-11-23T23:00:00Z'), 'ar');
    if (!morning || !evening) throw new Error('No sheet');
    expect(
      Buffer.compare(
        await renderSpecSheetPdf(morning, 'ar'),
        await renderSpecSheetPdf(evening, 'ar'),
      ),
    ).toBe(0);
  });
});

describe('spec sheet PDF addresses', () => {
  const get = (lang: string | undefined, grade: string) => {
    const prefix = lang === undefined ? '' : `/${lang}`;
    const url = `http://localhost${prefix}/tea-grades/${grade}/spec-sheet.pdf`;
    return gradePdfLoader({
      params: { lang, grade },
      request: new Request(url),
      context: loadContextFor(),
    });
  };

  it('answer in the language of their prefix, named with it', async () => {
    for (const language of ['ar', 'ru'] as const) {
      const response = await get(language, 'bop');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-language')).toBe(language);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="lanka-hills-tea-spec-sheet-bop-${language}.pdf"`,
      );
    }
    const english = await get(undefined, 'bop');
    expect(english.headers.get('content-disposition')).toBe(
      'attachment; filename="lanka-hills-tea-spec-sheet-bop.pdf"',
    );
    expect(english.headers.get('content-language')).toBe('en');
  });

  it('are missing for a prefix that is no language of ours, for /en and unknown sheets', async () => {
    for (const [lang, grade] of [
      ['xx', 'bop'],
      ['en', 'bop'],
      ['ar', 'no-such-grade'],
    ] as const) {
      expect((await get(lang, grade)).status, `${lang} ${grade}`).toBe(404);
    }
    const product = await productPdfLoader({
      params: { lang: 'ru', id: '999999' },
      request: new Request('http://localhost/ru/products/999999/spec-sheet.pdf'),
      context: loadContextFor(),
    });
    expect(product.status).toBe(404);
  });

  it('are the twin’s own: its link names the PDF in its language', () => {
    const sheet = gradeSheet('bop');
    expect(pdfIn(sheet, 'en')).toEqual({
      path: '/tea-grades/bop/spec-sheet.pdf',
      fileName: 'lanka-hills-tea-spec-sheet-bop.pdf',
    });
    expect(pdfIn(sheet, 'ar')).toEqual({
      path: '/ar/tea-grades/bop/spec-sheet.pdf',
      fileName: 'lanka-hills-tea-spec-sheet-bop-ar.pdf',
    });
  });
});
