import english from '~/locales/en/sheetFacts.json' with { type: 'json' };
import {
  blackTeaBrewing,
  foilLinedSacks,
  foilPouches,
  greenTeaBrewing,
  paperSacks,
  teaBagCartons,
} from './formats';
import type { SpecSheetFacts } from './types';

/**
 * The spec sheet facts of the catalogue's products, keyed by product name: the products are rows
 * of SQLite whose ids depend on the order they were added, while a name says which tea the facts
 * describe. A product with no entry here (one an operator added, or renamed) has no spec sheet.
 * tests/unit/spec-sheets.test.ts checks that every seeded product has one.
 */
/** A product's leaf and cup in English, from app/locales/en/sheetFacts.json. */
function words(key: ProductKey) {
  const { leafAppearance, liquor, infusedLeaf } = english.products[key];
  return { leafAppearance, liquor, infusedLeaf };
}

const productFacts: Readonly<Record<string, SpecSheetFacts>> = {
  'Ceylon Orange Pekoe': {
    teaType: 'black',
    grade: 'OP',
    regions: ['dimbula'],
    ...words('ceylon-orange-pekoe'),
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35), foilPouches(100, 1000)],
  },
  'Uva Highland BOP': {
    teaType: 'black',
    grade: 'BOP',
    regions: ['uva'],
    ...words('uva-highland-bop'),
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55), teaBagCartons],
  },
  'Nuwara Eliya Green Tea': {
    teaType: 'green',
    grade: english.products['nuwara-eliya-green-tea'].grade,
    regions: ['nuwara-eliya'],
    ...words('nuwara-eliya-green-tea'),
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(30, 35), foilPouches(100, 1000)],
  },
  'Ceylon Green Tea Gunpowder': {
    teaType: 'green',
    grade: 'GREEN TEA GP',
    regions: ['kandy', 'uva'],
    ...words('ceylon-green-tea-gunpowder'),
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(40, 45), foilPouches(100, 1000)],
  },
  'Ceylon Breakfast Blend': {
    teaType: 'black',
    grade: 'BOP and FBOPF',
    regions: ['uva', 'kandy', 'ruhuna'],
    ...words('ceylon-breakfast-blend'),
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55), teaBagCartons, foilPouches(100, 1000)],
  },
  'Cinnamon Spice Chai': {
    teaType: 'black',
    grade: english.products['cinnamon-spice-chai'].grade,
    regions: ['kandy'],
    ...words('cinnamon-spice-chai'),
    brewing: blackTeaBrewing(4, 5),
    packing: [foilLinedSacks(20, 25), teaBagCartons, foilPouches(100, 500)],
  },
  'Lemongrass & Ginger Infusion': {
    teaType: 'herbal',
    grade: english.products['lemongrass-ginger-infusion'].grade,
    regions: [],
    ...words('lemongrass-ginger-infusion'),
    brewing: {
      grams: 2,
      millilitres: 200,
      celsius: { from: 100, to: 100 },
      minutes: { from: 5, to: 7 },
    },
    packing: [foilLinedSacks(15, 20), teaBagCartons],
  },
  'Earl Grey Ceylon': {
    teaType: 'black',
    grade: english.products['earl-grey-ceylon'].grade,
    regions: ['kandy'],
    ...words('earl-grey-ceylon'),
    brewing: blackTeaBrewing(3, 4),
    packing: [foilLinedSacks(25, 30), teaBagCartons, foilPouches(100, 500)],
  },
};

/** The key of a product's words in sheetFacts.json: its name in lower case, words joined by '-'. */
export type ProductKey = keyof typeof english.products;

export function productKey(productName: string): ProductKey {
  return productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') as ProductKey;
}

/** The spec sheet facts of a product by its name, or undefined when it has none. */
export function productSpecFacts(productName: string): SpecSheetFacts | undefined {
  // Own keys only: a product named 'constructor' must not find Object's.
  return Object.hasOwn(productFacts, productName) ? productFacts[productName] : undefined;
}
