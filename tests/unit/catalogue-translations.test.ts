// The catalogue's English translation files hold the content modules' texts word for word: the
// pages render the files, the end-to-end tests (which cannot import JSON) read the modules.
import { describe, expect, it } from 'vitest';
import { premiumCollections, premiumCollectionIn } from '~/content/catalogue/premium-collections';
import { lineTerms } from '~/content/line-terms';
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
});
