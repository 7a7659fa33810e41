/**
 * The pictures of the product lines, the Adra collections, the premium collection cards and
 * every premium collection item that is not a tea grade, keyed by their public paths.
 */
import {
  bulkScene,
  oemScene,
  packRow,
  stillLife,
  type LabelledPackType,
  type Pack,
  type Scene,
} from './compositions';
import { darken, pick } from './drawing';
import { type Garnish } from './garnishes';
import { blackBroken, blackWiry, fruitPieces, leafColours, type LeafKind } from './leaf-mounds';
import { adraLabel, blankLabel, ceylonLabel, creamLabelLivery, type Label } from './packaging';
import { liquor, type Vessel } from './vessels';

/** A pack in our cream label livery on a body of the given colour. */
const labelledPack = (type: LabelledPackType, label: Label, colour: string): Pack => ({
  type,
  label,
  livery: creamLabelLivery(colour),
});

/** Herbal infusions: a glass cup shows the colour, beside a kraft pouch or caddy named for the herb. */
const herbalScene =
  (tint: string, cupColour: string, garnish: readonly Garnish[], herb: readonly string[]): Scene =>
  (d, name) =>
    stillLife(d, {
      tint,
      surface: pick(d.random, ['marble', 'linen', 'wood'] as const),
      liquor: cupColour,
      vessel: 'glass',
      leaf: { kind: 'flakes', colours: herb },
      garnish,
      pack: {
        type: pick(d.random, ['pouch', 'caddy'] as const),
        label: { brand: 'CEYLON', name, detail: 'HERBAL INFUSION' },
        livery: {
          body: pick(d.random, ['#b8915f', '#a57d4d', darken(cupColour, 0.25)]),
          paper: '#fbf6ea',
          ink: '#1b3a27',
          accent: '#a65a2a',
        },
      },
    });

interface Flavouring {
  tint: string;
  garnish: readonly Garnish[];
  /** What is mixed through the dry leaf: fruit pieces, petals, spice. */
  pieces: { kind: LeafKind; colours: readonly string[] };
  /** The colour of the pack, taken from the flavour. */
  packColour: string;
  base?: 'black' | 'green';
  vessel?: Vessel;
  cupColour?: string;
}

/** Flavoured teas: the dry blend with its pieces, a cup or iced glass, and a pack named for it. */
const flavouredScene =
  (flavouring: Flavouring): Scene =>
  (d, name) => {
    const green = flavouring.base === 'green';
    return stillLife(d, {
      tint: flavouring.tint,
      surface: pick(d.random, ['wood', 'marble', 'teak'] as const),
      liquor: flavouring.cupColour ?? (green ? liquor.green : liquor.highGrown),
      vessel: flavouring.vessel ?? (green ? 'glass' : 'porcelain'),
      leaf: {
        kind: green ? 'wiry' : 'broken',
        colours: green ? leafColours.green : leafColours.black,
        accent: { ...flavouring.pieces, share: 0.22 },
      },
      leafIn: 'dish',
      garnish: flavouring.garnish,
      pack: {
        type: pick(d.random, ['pouch', 'caddy'] as const),
        label: {
          brand: 'CEYLON',
          name,
          detail: green ? 'FLAVOURED GREEN TEA' : 'FLAVOURED BLACK TEA',
        },
        livery: {
          body: flavouring.packColour,
          paper: '#fbf6ea',
          ink: '#1b3a27',
          accent: '#c9a45a',
        },
      },
    });
  };

export const collectionScenes: Record<string, Scene> = {
  // The five product lines (tab and page hero).
  '/images/catalogue/lines/adra.svg': (d) =>
    packRow(d, {
      tint: '#e8d6b2',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        labelledPack('caddy', adraLabel('Regional', 'UVA'), '#1f4d33'),
        labelledPack('pouch', adraLabel('Soursop', '100 G'), '#8a4519'),
        labelledPack('box', adraLabel('Premium Ceylon', '100 TEA BAGS'), '#14291c'),
        labelledPack('caddy', adraLabel('Earl Grey', '100 G'), '#2b3f6b'),
      ],
      garnish: ['sprig', 'cinnamon'],
    }),
  '/images/catalogue/lines/bulk.svg': bulkScene,
  '/images/catalogue/lines/special.svg': (d) =>
    stillLife(d, {
      tint: '#ece3cf',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'glass',
      leaf: { kind: 'tips', colours: leafColours.silver, density: 0.7 },
      leafIn: 'dish',
      garnish: ['rose', 'sprig', 'jasmine'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Silver Tips', 'HAND PICKED'),
        livery: creamLabelLivery('#2a2a2a', '#c9a45a'),
      },
      glaze: '#2b3a33',
    }),
  '/images/catalogue/lines/private-label.svg': (d) =>
    packRow(d, {
      tint: '#dfe6dc',
      surface: 'marble',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        {
          type: 'pouch',
          label: blankLabel,
          livery: { body: '#f2efe8', paper: '#ffffff', ink: '#8a8175', accent: '#c0733a' },
        },
        {
          type: 'box',
          label: blankLabel,
          livery: { body: '#e9e4da', paper: '#ffffff', ink: '#8a8175', accent: '#2f7a4f' },
        },
        {
          type: 'caddy',
          label: blankLabel,
          livery: { body: '#d8d4cc', paper: '#ffffff', ink: '#8a8175', accent: '#a65a2a' },
        },
      ],
      garnish: ['sprig'],
    }),
  '/images/catalogue/lines/oem.svg': oemScene,

  // The seven Adra collections.
  '/images/catalogue/adra/fruit.svg': (d) =>
    stillLife(d, {
      tint: '#f2d7bd',
      surface: 'wood',
      liquor: '#c2662a',
      vessel: 'iced',
      leaf: {
        ...blackBroken,
        accent: { ...fruitPieces(['#f3b42d', '#c8233a', '#e9e0c4']), share: 0.3 },
      },
      garnish: ['mango', 'strawberry', 'soursop'],
      pack: labelledPack('pouch', adraLabel('Fruit', 'MANGO · SOURSOP'), '#a65a2a'),
    }),
  '/images/catalogue/adra/leaf-of-island.svg': (d) =>
    stillLife(d, {
      tint: '#d3e3d2',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: labelledPack('pouch', adraLabel('Leaf of Island', 'OP 1 · 200 G'), '#1f4d33'),
    }),
  '/images/catalogue/adra/herbal.svg': (d) =>
    stillLife(d, {
      tint: '#e1ead3',
      surface: 'linen',
      liquor: liquor.ginger,
      vessel: 'glass',
      leaf: { kind: 'flakes', colours: ['#a7a651', '#c9bf73', '#9b5a2e'] },
      garnish: ['lemongrass', 'ginger', 'cinnamon'],
      pack: labelledPack('caddy', adraLabel('Herbal', 'CAFFEINE FREE'), '#2f7a4f'),
    }),
  '/images/catalogue/adra/color.svg': (d) =>
    packRow(d, {
      tint: '#f0e6d2',
      surface: 'marble',
      liquor: liquor.butterflyPea,
      vessel: 'glass',
      packs: [
        labelledPack('caddy', adraLabel('Ruby', 'UVA BLACK'), '#8e2a2a'),
        labelledPack('caddy', adraLabel('Jade', 'GREEN TEA'), '#2f7a4f'),
        labelledPack('caddy', adraLabel('Gold', 'TURMERIC'), '#d39a22'),
        labelledPack('caddy', adraLabel('Crimson', 'HIBISCUS'), '#a3203b'),
        labelledPack('caddy', adraLabel('Blue', 'BUTTERFLY PEA'), '#2c3f9f'),
      ],
      garnish: ['butterflyPea', 'hibiscus'],
    }),
  '/images/catalogue/adra/regional.svg': (d) =>
    packRow(d, {
      tint: '#d6e2cf',
      surface: 'wood',
      liquor: liquor.nuwaraEliya,
      vessel: 'porcelain',
      packs: [
        { type: 'caddy', label: adraLabel('Nuwara Eliya'), livery: creamLabelLivery('#2f7a4f') },
        { type: 'caddy', label: adraLabel('Uva'), livery: creamLabelLivery('#8a4519') },
        { type: 'caddy', label: adraLabel('Dimbula'), livery: creamLabelLivery('#1f4d33') },
        { type: 'caddy', label: adraLabel('Kandy'), livery: creamLabelLivery('#6e3512') },
        { type: 'caddy', label: adraLabel('Ruhuna'), livery: creamLabelLivery('#14291c') },
      ],
      garnish: ['sprig'],
    }),
  '/images/catalogue/adra/tea-bags.svg': (d) =>
    packRow(d, {
      tint: '#dbe7dd',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        labelledPack('box', adraLabel('Premium Ceylon', '100 TEA BAGS'), '#1f4d33'),
        labelledPack('box', adraLabel('Earl Grey', '25 TEA BAGS'), '#2b3f6b'),
        labelledPack('box', adraLabel('Green Tea', '25 TEA BAGS'), '#5d7a3a'),
      ],
    }),
  '/images/catalogue/adra/gift.svg': (d) =>
    stillLife(d, {
      tint: '#efd9c0',
      surface: 'linen',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['cinnamon', 'sprig', 'rose'],
      pack: {
        type: 'chest',
        label: adraLabel('Gift', '60 BAGS'),
        livery: creamLabelLivery('#6e3512', '#a3203b'),
      },
    }),

  // The six premium collection cards.
  '/images/catalogue/collections/herbal-tea.svg': herbalScene(
    '#dfe9d2',
    liquor.ginger,
    ['lemongrass', 'cinnamon', 'ginger', 'hibiscus'],
    ['#a7a651', '#c9bf73', '#9b5a2e', '#d8b57a'],
  ),
  '/images/catalogue/collections/black-tea.svg': (d) =>
    stillLife(d, {
      tint: '#ead5b8',
      surface: 'teak',
      liquor: liquor.uva,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'sack',
        label: { brand: 'PURE CEYLON TEA', name: 'BOP', detail: 'NET 50 KG' },
        paper: '#ddc8a2',
      },
    }),
  '/images/catalogue/collections/green-tea.svg': (d) =>
    stillLife(d, {
      tint: '#d7e6cf',
      surface: 'marble',
      liquor: liquor.green,
      vessel: 'glass',
      leaf: { kind: 'pellets', colours: leafColours.green, density: 0.8 },
      garnish: ['sprig', 'jasmine'],
      glaze: '#f1ece1',
      pack: labelledPack('caddy', ceylonLabel('Green Tea', 'GUNPOWDER'), '#2f7a4f'),
    }),
  '/images/catalogue/collections/special-tea.svg': (d) =>
    stillLife(d, {
      tint: '#ede3d0',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'porcelain',
      leaf: {
        kind: 'tips',
        colours: leafColours.silver,
        density: 0.7,
        accent: { kind: 'petals', colours: ['#c2415b', '#d35a72'], share: 0.1 },
      },
      garnish: ['rose', 'sprig'],
      glaze: '#2b3a33',
      pack: labelledPack('caddy', ceylonLabel('Special Tea', 'SMALL LOT'), '#14291c'),
    }),
  '/images/catalogue/collections/flavoured-tea.svg': flavouredScene({
    tint: '#f1dcc4',
    garnish: ['orange', 'strawberry', 'cornflower'],
    pieces: fruitPieces(['#e0841f', '#c8233a', '#3358c4']),
    packColour: '#a65a2a',
  }),
  '/images/catalogue/collections/adra-tea.svg': (d) =>
    stillLife(d, {
      tint: '#cfe0d0',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: blackBroken,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: labelledPack('box', adraLabel('Premium Ceylon', '100 TEA BAGS'), '#1f4d33'),
    }),

  // Herbal Tea collection items.
  '/images/catalogue/collections/herbal-tea/ceylon-cinnamon.svg': herbalScene(
    '#ecd8c0',
    liquor.cinnamon,
    ['cinnamon', 'cinnamon', 'clove'],
    ['#9b5a2e', '#b0683a', '#7a4020'],
  ),
  '/images/catalogue/collections/herbal-tea/lemongrass.svg': herbalScene(
    '#e5e8c6',
    liquor.lemongrass,
    ['lemongrass', 'lemon'],
    ['#a7a651', '#c9bf73', '#8e9445'],
  ),
  '/images/catalogue/collections/herbal-tea/ginger.svg': herbalScene(
    '#efe0c2',
    liquor.ginger,
    ['ginger', 'lemon', 'ginger'],
    ['#d8b57a', '#c9a064', '#e6cf9c'],
  ),
  '/images/catalogue/collections/herbal-tea/moringa.svg': herbalScene(
    '#d9e6cc',
    liquor.moringa,
    ['moringa', 'lemon'],
    ['#5d7f33', '#6f8f3d', '#4c6a2a'],
  ),
  '/images/catalogue/collections/herbal-tea/gotu-kola.svg': herbalScene(
    '#d6e4cc',
    liquor.gotuKola,
    ['gotuKola', 'gotuKola'],
    ['#4f7a31', '#62893b', '#3f6527'],
  ),
  '/images/catalogue/collections/herbal-tea/beli-mal.svg': herbalScene(
    '#efdcc0',
    liquor.beliMal,
    ['beliMal', 'beliMal'],
    ['#a9742f', '#8a5a22', '#c58a3e'],
  ),
  '/images/catalogue/collections/herbal-tea/ranawara.svg': herbalScene(
    '#f1e5bf',
    liquor.ranawara,
    ['ranawara', 'ranawara'],
    ['#c9a23a', '#a8862c', '#7c7a37'],
  ),
  '/images/catalogue/collections/herbal-tea/hibiscus.svg': herbalScene(
    '#f0d3d3',
    liquor.hibiscus,
    ['hibiscus', 'mint'],
    ['#7e1428', '#9c1b33', '#5e0f1f'],
  ),
  '/images/catalogue/collections/herbal-tea/butterfly-pea-flower.svg': herbalScene(
    '#d8dcef',
    liquor.butterflyPea,
    ['butterflyPea', 'butterflyPea', 'lemon'],
    ['#2f4bb3', '#25398a', '#3b57c0'],
  ),
  '/images/catalogue/collections/herbal-tea/soursop-leaf.svg': herbalScene(
    '#dfe6c9',
    liquor.soursopLeaf,
    ['soursopLeaf', 'soursop'],
    ['#6d7f3a', '#8a8f48', '#5a6b30'],
  ),
  '/images/catalogue/collections/herbal-tea/turmeric-black-pepper.svg': herbalScene(
    '#f3e2bb',
    liquor.turmeric,
    ['turmeric', 'pepper', 'ginger'],
    ['#e09a22', '#c9841c', '#2a2019'],
  ),

  // The Special Tea collection's one item.
  '/images/catalogue/collections/special-tea/silver-tips-rose.svg': (d) =>
    stillLife(d, {
      tint: '#f0dfdc',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'glass',
      leaf: {
        kind: 'tips',
        colours: leafColours.silver,
        density: 0.7,
        accent: { kind: 'petals', colours: ['#c2415b', '#d35a72', '#3358c4'], share: 0.15 },
      },
      garnish: ['rose', 'rose'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Silver Tips & Rose', '50 G'),
        livery: creamLabelLivery('#f1ece4', '#c2415b'),
      },
      glaze: '#2b3a33',
    }),

  // Flavoured Tea collection items.
  '/images/catalogue/collections/flavoured-tea/earl-grey.svg': flavouredScene({
    tint: '#dadfe8',
    garnish: ['bergamot', 'cornflower'],
    pieces: { kind: 'petals', colours: ['#3358c4'] },
    packColour: '#2b3f6b',
  }),
  '/images/catalogue/collections/flavoured-tea/soursop.svg': flavouredScene({
    tint: '#e3e9cf',
    garnish: ['soursop', 'soursopLeaf'],
    pieces: fruitPieces(['#f1ead3', '#d9d0a8']),
    packColour: '#4f7a27',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/mango.svg': flavouredScene({
    tint: '#f6dfb8',
    garnish: ['mango', 'mango'],
    pieces: fruitPieces(['#f3b42d', '#e78a2a']),
    packColour: '#d9822b',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/passion-fruit.svg': flavouredScene({
    tint: '#ead3df',
    garnish: ['passionFruit', 'marigold'],
    pieces: { kind: 'petals', colours: ['#f29a1f', '#e9b02a'] },
    packColour: '#5b2a4a',
  }),
  '/images/catalogue/collections/flavoured-tea/strawberry.svg': flavouredScene({
    tint: '#f3d6d6',
    garnish: ['strawberry', 'strawberry', 'mint'],
    pieces: fruitPieces(['#c8233a', '#a81d31']),
    packColour: '#a81d31',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/peach.svg': flavouredScene({
    tint: '#f6dccb',
    garnish: ['peach', 'peach'],
    pieces: fruitPieces(['#f2a05a', '#e97e4e']),
    packColour: '#d8704a',
    vessel: 'iced',
    cupColour: '#c9742e',
  }),
  '/images/catalogue/collections/flavoured-tea/lemon.svg': flavouredScene({
    tint: '#f2ebc4',
    garnish: ['lemon', 'lemon', 'mint'],
    pieces: fruitPieces(['#e9c531', '#f1d65c']),
    packColour: '#c9a21f',
  }),
  '/images/catalogue/collections/flavoured-tea/vanilla.svg': flavouredScene({
    tint: '#efe4d0',
    garnish: ['vanilla', 'jasmine'],
    pieces: { kind: 'wiry', colours: ['#3a2216'] },
    packColour: '#e8dcc2',
    cupColour: liquor.milky,
  }),
  '/images/catalogue/collections/flavoured-tea/cardamom.svg': flavouredScene({
    tint: '#e2e6cd',
    garnish: ['cardamom', 'cinnamon', 'clove'],
    pieces: fruitPieces(['#8da255', '#a3b368']),
    packColour: '#5d7a3a',
    cupColour: liquor.milky,
  }),
  '/images/catalogue/collections/flavoured-tea/apple-cinnamon.svg': flavouredScene({
    tint: '#f0d8c6',
    garnish: ['apple', 'cinnamon', 'apple'],
    pieces: fruitPieces(['#f6edd0', '#c0392b', '#9b5a2e']),
    packColour: '#8e2a2a',
  }),
  '/images/catalogue/collections/flavoured-tea/jasmine-green.svg': flavouredScene({
    tint: '#e3ecd9',
    garnish: ['jasmine', 'jasmine'],
    pieces: { kind: 'petals', colours: ['#f6f3ea', '#ece6d2'] },
    packColour: '#2f7a4f',
    base: 'green',
  }),
  '/images/catalogue/collections/flavoured-tea/mint-green.svg': flavouredScene({
    tint: '#d5e9dc',
    garnish: ['mint', 'mint'],
    pieces: { kind: 'flakes', colours: ['#3f9a55', '#338848'] },
    packColour: '#1f6b4a',
    base: 'green',
  }),

  // ADRA Tea collection items.
  '/images/catalogue/collections/adra-tea/adra-premium-ceylon-100-bags.svg': (d) =>
    stillLife(d, {
      tint: '#d3e3d2',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['sprig'],
      pack: labelledPack('box', adraLabel('Premium Ceylon', '100 TEA BAGS'), '#1f4d33'),
    }),
  '/images/catalogue/collections/adra-tea/adra-earl-grey-25-bags.svg': (d) =>
    stillLife(d, {
      tint: '#d9dde6',
      surface: 'marble',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['bergamot', 'cornflower'],
      pack: labelledPack('box', adraLabel('Earl Grey', '25 TEA BAGS'), '#2b3f6b'),
    }),
  '/images/catalogue/collections/adra-tea/adra-green-tea-25-bags.svg': (d) =>
    stillLife(d, {
      tint: '#dbe8d1',
      surface: 'linen',
      liquor: liquor.green,
      vessel: 'glass',
      garnish: ['sprig', 'jasmine'],
      pack: labelledPack('box', adraLabel('Green Tea', '25 TEA BAGS'), '#5d7a3a'),
    }),
  '/images/catalogue/collections/adra-tea/adra-soursop-pouch.svg': (d) =>
    stillLife(d, {
      tint: '#e3e9cf',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'iced',
      leaf: { ...blackBroken, accent: { ...fruitPieces(['#f1ead3']), share: 0.25 } },
      garnish: ['soursop'],
      pack: labelledPack('pouch', adraLabel('Soursop', '100 G'), '#4f7a27'),
    }),
  '/images/catalogue/collections/adra-tea/adra-nuwara-eliya-caddy.svg': (d) =>
    stillLife(d, {
      tint: '#d6e4d8',
      surface: 'wood',
      liquor: liquor.nuwaraEliya,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: labelledPack('caddy', adraLabel('Nuwara Eliya', '100 G'), '#2f7a4f'),
    }),
  '/images/catalogue/collections/adra-tea/adra-gift-chest.svg': (d) =>
    stillLife(d, {
      tint: '#efd9c0',
      surface: 'linen',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['sprig', 'cinnamon'],
      pack: {
        type: 'chest',
        label: adraLabel('Gift Chest', '60 BAGS'),
        livery: creamLabelLivery('#6e3512', '#c9a45a'),
      },
    }),
};
