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
const productFacts: Readonly<Record<string, SpecSheetFacts>> = {
  'Ceylon Orange Pekoe': {
    teaType: 'black',
    grade: 'OP',
    regions: ['dimbula'],
    leafAppearance: 'Long, wiry black leaves rolled tight along their length; no tips.',
    liquor: 'Bright amber liquor, clean and brisk, with a light floral note.',
    infusedLeaf: 'Long, whole leaves, bright and coppery.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35), foilPouches(100, 1000)],
  },
  'Uva Highland BOP': {
    teaType: 'black',
    grade: 'BOP',
    regions: ['uva'],
    leafAppearance: 'Small, neat pieces of broken black leaf; no tips.',
    liquor: 'Coppery liquor with a mellow brightness and the strength to take milk.',
    infusedLeaf: 'Small, even pieces of bright coppery leaf.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55), teaBagCartons],
  },
  'Nuwara Eliya Green Tea': {
    teaType: 'green',
    grade: 'Green tea, young leaf',
    regions: ['nuwara-eliya'],
    leafAppearance: 'Steamed and rolled olive-green leaves, twisted lengthwise.',
    liquor: 'Pale golden-green liquor with a sweet, grassy finish.',
    infusedLeaf: 'Tender, bright green leaves and buds.',
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(30, 35), foilPouches(100, 1000)],
  },
  'Ceylon Green Tea Gunpowder': {
    teaType: 'green',
    grade: 'GREEN TEA GP',
    regions: ['kandy', 'uva'],
    leafAppearance: 'Olive-green leaf rolled into small, round pellets.',
    liquor: 'Pale golden-green liquor, smooth and lightly smoky.',
    infusedLeaf: 'Whole, bright green leaves unfurled from the pellets.',
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(40, 45), foilPouches(100, 1000)],
  },
  'Ceylon Breakfast Blend': {
    teaType: 'black',
    grade: 'BOP and FBOPF',
    regions: ['uva', 'kandy', 'ruhuna'],
    leafAppearance: 'Small, neat broken black leaf with a few golden tips.',
    liquor: 'Strong, malty and bright, coloury with milk.',
    infusedLeaf: 'Even, coppery pieces of broken leaf.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55), teaBagCartons, foilPouches(100, 1000)],
  },
  'Cinnamon Spice Chai': {
    teaType: 'black',
    grade: 'BOP with spices',
    regions: ['kandy'],
    leafAppearance:
      'Broken black leaf with pieces of cinnamon quill, cardamom, clove and dried ginger.',
    liquor: 'Deep reddish liquor, warming and naturally sweet, with cinnamon on the nose.',
    infusedLeaf: 'Coppery leaf among softened spices.',
    brewing: blackTeaBrewing(4, 5),
    packing: [foilLinedSacks(20, 25), teaBagCartons, foilPouches(100, 500)],
  },
  'Lemongrass & Ginger Infusion': {
    teaType: 'herbal',
    grade: 'Herbal infusion, cut',
    regions: [],
    leafAppearance: 'Cut, sun-dried lemongrass with slices of ginger root and pandan leaf.',
    liquor: 'Pale golden liquor, citrus-bright and gently spiced.',
    infusedLeaf: 'Softened green-gold stems with pale ginger.',
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
    grade: 'BOP, scented with bergamot',
    regions: ['kandy'],
    leafAppearance: 'Broken black leaf with blue cornflower petals.',
    liquor: 'Bright, balanced liquor with a fragrant bergamot note.',
    infusedLeaf: 'Coppery broken leaf with softened petals.',
    brewing: blackTeaBrewing(3, 4),
    packing: [foilLinedSacks(25, 30), teaBagCartons, foilPouches(100, 500)],
  },
};

/** The spec sheet facts of a product by its name, or undefined when it has none. */
export function productSpecFacts(productName: string): SpecSheetFacts | undefined {
  // Own keys only: a product named 'constructor' must not find Object's.
  return Object.hasOwn(productFacts, productName) ? productFacts[productName] : undefined;
}
