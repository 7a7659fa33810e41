// The catalogue's English translation files hold the content modules' texts word for word: the
// pages render the files, the end-to-end tests (which cannot import JSON) read the modules.
import { describe, expect, it } from 'vitest';
import { premiumCollections, premiumCollectionIn } from '~/content/catalogue/premium-collections';
import { lineTerms } from '~/content/line-terms';
import { packingSentence } from '~/content/spec-sheets/packing';
import { gradeSpecFacts, findTeaGradeBySlug } from '~/content/spec-sheets/grade-spec-sheets';
import { readPremiumCollection } from '~/features/catalogue/collections.server';
import { productsIn } from '~/features/catalogue/catalogue.server';
import { productKey } from '~/content/spec-sheets/product-spec-sheets';
import { prefixedLanguages } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import { sampleProducts } from '../../db/sample-products';
import {
  containerLoads,
  documentsOnRequest,
  documentsWithEveryShipment,
  incoterms,
  incotermsNote,
  packingFormats,
  packingFormatsIn,
  paymentNote,
  paymentTerms,
  sackFills,
  samplePolicy,
  smallerLots,
} from '~/content/trade-terms';
import collectionPages from '~/locales/en/collectionPages.json';
import collections from '~/locales/en/collections.json';
import trade from '~/locales/en/trade.json';
import tradeTerms from '~/locales/en/tradeTerms.json';

describe('the English catalogue files', () => {
  it("give each product line's minimum order and lead time as line-terms.ts does", () => {
    expect(trade.lineTerms).toEqual(lineTerms);
  });

  it('give the trade terms as trade-terms.ts does', () => {
    expect(packingFormatsIn(tradeTerms.packingFormats)).toEqual(packingFormats);
    for (const fill of sackFills) expect(tradeTerms.sackGroups[fill.id]).toBe(fill.group);
    for (const load of containerLoads) {
      expect(tradeTerms.containers.loadName.replace('{{feet}}', String(load.feet))).toBe(load.name);
    }
    expect(tradeTerms.containers.smallerLots).toBe(smallerLots);
    expect(tradeTerms.incoterms.note).toBe(incotermsNote);
    for (const { code, ...texts } of incoterms)
      expect(tradeTerms.incoterms.terms[code]).toEqual(texts);
    expect(tradeTerms.payment.note).toBe(paymentNote);
    for (const { id, ...texts } of paymentTerms)
      expect(tradeTerms.payment.terms[id]).toEqual(texts);
    for (const { id, ...texts } of [...documentsWithEveryShipment, ...documentsOnRequest]) {
      expect(tradeTerms.documents.items[id]).toEqual(texts);
    }
    for (const { id, ...texts } of samplePolicy) expect(tradeTerms.samples[id]).toEqual(texts);
  });

  it('give each premium collection as premium-collections.ts does', () => {
    for (const collection of premiumCollections) {
      const card = collections.cards[collection.slug];
      const page = collectionPages[collection.slug];
      expect(premiumCollectionIn(collection, card, page), collection.slug).toEqual(collection);
    }
  });

  it("give each collection page, the grades' items included, as premium-collections.ts does", () => {
    for (const collection of premiumCollections) {
      expect(readPremiumCollection(collection.slug, 'en'), collection.slug).toEqual(collection);
    }
  });
});

describe('the catalogue in other languages', () => {
  it.each(prefixedLanguages)(
    '%s: the Black and Green Tea collections give every grade its words and packing',
    (language) => {
      for (const slug of ['black-tea', 'green-tea']) {
        const english = readPremiumCollection(slug, 'en');
        const translated = readPremiumCollection(slug, language);
        expect(translated?.items.length).toBe(english?.items.length);
        for (const [index, item] of (translated?.items ?? []).entries()) {
          const englishItem = english?.items[index];
          expect(item.name, item.slug).toBe(englishItem?.name);
          expect(item.productInfo, item.slug).not.toEqual(englishItem?.productInfo);
          const grade = findTeaGradeBySlug(item.slug);
          const facts = grade && gradeSpecFacts(grade);
          expect(facts, item.slug).toBeDefined();
          // The packing sentence is in the language, not English's.
          expect(item.productInfo.join(' ')).not.toContain(packingSentence(facts?.packing ?? []));
        }
      }
    },
  );

  it.each(prefixedLanguages)(
    "%s: a seeded product's description is its translation; an edited one stays English",
    (language) => {
      const products = sampleProducts.map((product, index) => ({ ...product, id: index + 1 }));
      const shown = productsIn(products, language);
      const sheetProducts = translationFiles[language].sheetFacts.products as Record<
        string,
        { summary: string }
      >;
      for (const [index, product] of shown.entries()) {
        expect(product.descriptionLang, product.name).toBeUndefined();
        expect(product.description).toBe(sheetProducts[productKey(product.name)]?.summary);
        expect(product.name).toBe(products[index]?.name);
      }
      const [first] = products;
      const edited = productsIn([{ ...first!, description: 'A new description.' }], language);
      expect(edited[0]).toMatchObject({ description: 'A new description.', descriptionLang: 'en' });
      const added = productsIn([{ ...first!, name: 'A New Tea' }], language);
      expect(added[0]?.descriptionLang).toBe('en');
    },
  );

  it('leave English products as the operators keep them', () => {
    const products = sampleProducts.map((product, index) => ({ ...product, id: index + 1 }));
    expect(productsIn(products, 'en')).toEqual(products);
  });
});
