import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adraPage } from '~/content/catalogue/adra';
import { premiumCollectionCards } from '~/content/catalogue/premium-collection-cards';
import { findPremiumCollection, premiumCollections } from '~/content/catalogue/premium-collections';
import { productLines } from '~/content/catalogue/product-lines';
import { findTeaGradeByName } from '~/content/tea-grades';
import { readProductDetail, readProductListing } from '~/features/catalogue/catalogue.server';
import { readCollectionItem } from '~/features/catalogue/collections.server';
import { productListingSearch } from '~/features/catalogue/product-listing-url';
import { sampleProducts } from '../../db/sample-products';
import { drawingAt } from '../../scripts/pictures/sources';

function listing(search: string) {
  return readProductListing(new URLSearchParams(search));
}

describe('catalogue content', () => {
  it('has the spec’s six collections with their item counts', () => {
    expect(
      premiumCollections.map((collection) => [collection.slug, collection.items.length]),
    ).toEqual([
      ['herbal-tea', 11],
      ['black-tea', 10],
      ['green-tea', 2],
      ['special-tea', 1],
      ['flavoured-tea', 12],
      ['adra-tea', 6],
    ]);
    expect(premiumCollectionCards.map((card) => card.path)).toEqual(
      premiumCollections.map((collection) => `/products/premium/${collection.slug}`),
    );
  });

  it('builds the Black and Green collections from the tea grade list', () => {
    for (const slug of ['black-tea', 'green-tea']) {
      for (const item of findPremiumCollection(slug)?.items ?? []) {
        const grade = findTeaGradeByName(item.name);
        expect(grade, item.name).toBeDefined();
        expect(item.imageUrl).toBe(grade?.image);
        expect(item.productInfo[0]).toBe(grade?.description);
      }
    }
  });

  it('gives only the Special collection ingredients and the Flavoured one inline info', () => {
    for (const collection of premiumCollections) {
      const withIngredients = collection.items.filter((item) => item.ingredients);
      const withSummary = collection.items.filter((item) => item.summary);
      expect(withIngredients.length).toBe(collection.slug === 'special-tea' ? 1 : 0);
      expect(withSummary.length).toBe(collection.slug === 'flavoured-tea' ? 12 : 0);
    }
  });

  it('names a collection item from its two slugs, and nothing else', () => {
    expect(readCollectionItem('black-tea', 'bop-fannings', 'en')?.item.name).toBe('BOP Fannings');
    expect(readCollectionItem('herbal-tea', 'beli-mal', 'en')?.collection.title).toBe('Herbal Tea');
    expect(readCollectionItem('black-tea', 'beli-mal', 'en')).toBeUndefined();
    expect(readCollectionItem('no-such', 'bop', 'en')).toBeUndefined();
  });

  it('has seven Adra collections and five product lines in tab order', () => {
    expect(adraPage.collections.map((collection) => collection.title)).toEqual([
      'Fruit',
      'Leaf of Island',
      'Herbal',
      'Color',
      'Regional',
      '100 & 25 Bag',
      'Gift',
    ]);
    expect(productLines.map((line) => line.tabLabel)).toEqual([
      'Adra Product',
      'Bulk Tea',
      'Special Tea',
      'Private Label',
      'OEM',
    ]);
  });

  it('has a local picture for every product, line, collection and item', () => {
    const pictures = [
      ...sampleProducts.map((product) => product.imageUrl),
      ...productLines.map((line) => line.image.src),
      ...adraPage.collections.map((collection) => collection.image.src),
      ...premiumCollections.flatMap((collection) => [
        collection.image.src,
        ...collection.items.map((item) => item.imageUrl),
      ]),
    ];
    for (const picture of pictures) {
      expect(fs.existsSync(drawingAt(picture)), picture).toBe(true);
    }
  });
});

describe('products listing', () => {
  it('opens on the Adra tab with every product', () => {
    const result = listing('');
    expect(result.tab).toBe('adra');
    expect(result.category).toBe('All');
    expect(result.products).toHaveLength(8);
  });

  it('filters by a category named in any letter case and ignores an unknown tab', () => {
    const result = listing('tab=unknown&category=green%20tea');
    expect(result.tab).toBe('adra');
    expect(result.category).toBe('Green Tea');
    expect(result.products.map((product) => product.category)).toEqual(['Green Tea', 'Green Tea']);
  });

  it('finds nothing in an unknown category', () => {
    expect(listing('category=Oolong')).toMatchObject({ category: 'Oolong', products: [] });
  });

  it('leaves defaults out of the search string', () => {
    expect(productListingSearch({ tab: 'adra', category: 'All' })).toBe('');
    expect(productListingSearch({ tab: 'oem', category: 'Black Tea' })).toBe(
      '?tab=oem&category=Black+Tea',
    );
  });
});

describe('product detail', () => {
  it('tells a non-numeric id from an unknown one', () => {
    expect(readProductDetail('abc').status).toBe('not-an-id');
    expect(readProductDetail('01').status).toBe('not-an-id');
    expect(readProductDetail('9999').status).toBe('unknown');
  });

  it('finds a product and up to four others of its category', () => {
    const detail = readProductDetail('1');
    if (detail.status !== 'found') throw new Error('product 1 should exist');
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.length).toBeLessThanOrEqual(4);
    for (const other of detail.related) {
      expect(other.category).toBe(detail.product.category);
      expect(other.id).not.toBe(detail.product.id);
    }
  });
});
