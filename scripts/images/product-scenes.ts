/**
 * The 8 sample products of db/sample-products.ts, each in its own arrangement so that no two
 * cards look alike: the loose leaf of its grade (the particles of ./dry-leaf.ts), the pack
 * it is sold in, and the ware it is brewed and drunk in where it is sold. Positions are pixels of
 * the catalogue's 800 x 600 card (`cardImageSize`).
 */
import { backdrop } from './backdrops';
import type { Scene } from './compositions';
import { place, type Drawing } from './drawing';
import { looseHeap, type ParticleForm, type ParticleKind, type Pile } from './dry-leaf';
import { drawGarnish, type Garnish } from './garnishes';
import {
  caddy,
  ceylonLabel,
  creamLabelLivery,
  pouch,
  sack,
  teaBag,
  teaBox,
  type Footprint,
  type PackDrawing,
} from './packaging';
import {
  brassTray,
  glassTeapot,
  milkJug,
  moroccanTeapot,
  mug,
  tastingSet,
  teaGlass,
} from './tea-ware';
import { cup, dishOf, liquor, scoopOf } from './vessels';

const pile = (kind: ParticleKind, count: number): Pile => ({ ...kind, count });

/**
 * The dry leaf of the grades the products are made of, as a dish or scoop holds it: drawn in
 * pixels at a scale that suits each scene, not at the grade pictures' true size.
 */
const blackLeaf = { colours: ['#1b120b', '#271a10', '#332216'], shine: '#806650' } as const;
const greenLeaf = { colours: ['#4b5629', '#5d6a32', '#3c4520', '#6b7838'], shine: '#a4b070' };
const dishLeaf = {
  op: { ...blackLeaf, form: 'wiry', length: [27, 45], thickness: 3.2, twist: 8 },
  bop: { ...blackLeaf, form: 'flake', length: [5, 9], thickness: 4.5 },
  gunpowder: {
    colours: ['#3f4a26', '#4e5a2e', '#5b6636'],
    shine: '#9fab7b',
    form: 'pellet',
    length: [8, 10],
    thickness: 8,
  },
} as const satisfies Record<string, ParticleKind>;

/** `count` particles of a grade's leaf, for a product of that grade. */
function gradeLeaf(grade: keyof typeof dishLeaf, count: number): Pile {
  return pile(dishLeaf[grade], count);
}

/** The colour below the top particles of a full dish: black leaf, or green. */
const blackGround = '#1a110a';
const greenGround = '#2f3a1a';

/** Rolled green leaf, as Nuwara Eliya makes it: wiry, lighter and more olive than black leaf. */
const rolledGreen = pile(
  { ...greenLeaf, form: 'wiry', length: [18, 30], thickness: 2.8, twist: 7 },
  40,
);

/** A particle kind: its form, length range and thickness in px, colours, shine, and twist. */
const particle = (
  form: ParticleForm,
  length: readonly [min: number, max: number],
  thickness: number,
  colours: readonly string[],
  shine: string,
  twist?: number,
): ParticleKind => ({
  form,
  length,
  thickness,
  ...(twist === undefined ? {} : { twist }),
  colours,
  shine,
});

/** What else goes into a dish beside the leaf: herbs, spice and petals. */
const additions = {
  cinnamonBark: particle('flake', [12, 18], 6, ['#9b5a2e', '#b0703f'], '#dba474'),
  cardamom: particle('pellet', [9, 11], 6, ['#8da255', '#7d9248'], '#c9d894'),
  lemongrass: particle('wiry', [12, 20], 3.4, ['#b9b46a', '#a7a651', '#c9bf73'], '#efe9b0', 40),
  ginger: particle('flake', [8, 12], 7, ['#d8b57a', '#c9a062'], '#f3e2b8'),
  cornflower: particle('flake', [6, 9], 4, ['#3358c4', '#2a49a8'], '#8aa4ea'),
};

/** One of our own packs: the Ceylon label with the tea's name and a detail line, on a colour. */
function ceylonPack(
  d: Drawing,
  draw: PackDrawing,
  footprint: Footprint,
  name: string,
  detail: string,
  colour: string,
): string {
  return draw(d, footprint, ceylonLabel(name, detail), creamLabelLivery(colour));
}

/** A garnish at (x, y), turned and sized for an 800 x 600 card. */
function garnish(d: Drawing, item: Garnish, x: number, y: number, angle: number, scale = 1.6) {
  return place(x, y, drawGarnish(d, item), angle, scale);
}

/** Long wiry whole leaf in a scoop and spilled on a sheet of tasting paper, by its caddy. */
function orangePekoe(d: Drawing): string {
  // A sheet of white tasting paper on the table, its front edge catching the light.
  const paper = `<path d="M150 520L560 500L610 585L180 600Z" fill="#fbf8f1"/><path d="M180 600L610 585L612 590L182 600Z" fill="#d9d0bf"/>`;
  return (
    backdrop(d, '#e9d8b4', 'wood', 0.52) +
    ceylonPack(d, caddy, [190, 470, 175, 265], 'Orange Pekoe', 'DIMBULA', '#1f4d33') +
    cup(d, 640, 470, 100, liquor.highGrown, 'porcelain') +
    paper +
    looseHeap(d, { cx: 380, cy: 556, rx: 190, ry: 28 }, 1.5, [gradeLeaf('op', 22)]) +
    scoopOf(d, 430, 520, 96, -12, (heap) =>
      looseHeap(d, heap, 1.3, [gradeLeaf('op', 16)], blackGround),
    ) +
    garnish(d, 'sprig', 720, 555, 40)
  );
}

/** The taster's bench: a sack of Uva BOP, its leaf in a white dish, the cup and bowl beside. */
function uvaBop(d: Drawing): string {
  return (
    backdrop(d, '#e6cfae', 'teak', 0.5) +
    sack(
      d,
      [175, 470, 210, 270],
      { brand: 'PURE CEYLON TEA', name: 'UVA BOP', detail: 'HIGH GROWN · NET 50 KG' },
      '#dcc7a0',
    ) +
    tastingSet(d, 470, 520, 95, liquor.uva) +
    dishOf(d, 250, 545, 105, '#f3efe7', (heap) =>
      looseHeap(d, heap, 1.4, [gradeLeaf('bop', 110)], blackGround),
    ) +
    garnish(d, 'sprig', 735, 560, -30)
  );
}

/** A glass teapot of pale green liquor, leaf unfurling in it, a glass cup and the pouch. */
function nuwaraEliyaGreen(d: Drawing): string {
  return (
    backdrop(d, '#d6e4cf', 'marble', 0.5) +
    ceylonPack(d, pouch, [640, 450, 180, 255], 'Nuwara Eliya', 'GREEN TEA', '#5d7a3a') +
    glassTeapot(d, 330, 500, 125, liquor.green, '#6f8a3a') +
    cup(d, 600, 545, 78, liquor.green, 'glass') +
    dishOf(d, 130, 550, 80, '#dfe8dc', (heap) =>
      looseHeap(d, heap, 1.2, [rolledGreen], greenGround),
    ) +
    garnish(d, 'sprig', 745, 565, 30, 1.4)
  );
}

/** Gunpowder as the Maghreb drinks it: silver teapot and mint tea glasses on a brass tray. */
function gunpowder(d: Drawing): string {
  return (
    backdrop(d, '#ecd9bb', 'teak', 0.5) +
    ceylonPack(d, caddy, [125, 440, 150, 230], 'Gunpowder', 'GREEN TEA GP', '#3f4a22') +
    brassTray(d, 520, 520, 230) +
    moroccanTeapot(d, 450, 520, 115) +
    teaGlass(d, 615, 540, 62, liquor.green, '#3f9a55') +
    teaGlass(d, 695, 510, 58, liquor.green, '#338848') +
    dishOf(d, 205, 560, 90, '#f1ece1', (heap) =>
      looseHeap(d, heap, 1, [gradeLeaf('gunpowder', 60)], greenGround),
    )
  );
}

/** Tea bags from their carton beside a mug of milky tea and the milk jug. */
function breakfastBlend(d: Drawing): string {
  return (
    backdrop(d, '#ecd9bd', 'linen', 0.52) +
    ceylonPack(d, teaBox, [200, 470, 210, 240], 'Breakfast Blend', '100 TEA BAGS', '#6e3512') +
    milkJug(d, 700, 470, 78) +
    mug(d, 560, 545, 108, liquor.milky, '#3a5a7c') +
    teaBag(d, 300, 535, 78, -18, '#6e3512') +
    teaBag(d, 405, 555, 78, 8, '#6e3512') +
    teaBag(d, 165, 555, 78, 24, '#6e3512')
  );
}

/** Chai: black tea with spice in a dish, glasses of milky chai and the whole spices. */
function spiceChai(d: Drawing): string {
  return (
    backdrop(d, '#ead0b0', 'teak', 0.52) +
    ceylonPack(d, pouch, [185, 460, 180, 255], 'Spice Chai', 'CINNAMON', '#8a4519') +
    teaGlass(d, 545, 525, 100, liquor.milky) +
    teaGlass(d, 665, 490, 92, liquor.milky) +
    dishOf(d, 355, 555, 95, '#e9e2d3', (heap) =>
      looseHeap(
        d,
        heap,
        1.2,
        [gradeLeaf('bop', 80), pile(additions.cinnamonBark, 10), pile(additions.cardamom, 8)],
        blackGround,
      ),
    ) +
    garnish(d, 'cinnamon', 640, 565, -8) +
    garnish(d, 'cardamom', 110, 560, 10, 1.4) +
    garnish(d, 'clove', 745, 540, 20, 1.4) +
    garnish(d, 'ginger', 520, 580, 15, 1.3)
  );
}

/** The cut herbs in a dish, fresh lemongrass and ginger root, a glass of the pale infusion. */
function lemongrassGinger(d: Drawing): string {
  return (
    backdrop(d, '#e4e6c4', 'linen', 0.5) +
    caddy(
      d,
      [600, 450, 160, 240],
      { brand: 'CEYLON', name: 'Lemongrass & Ginger', detail: 'HERBAL INFUSION' },
      { body: '#a57d4d', paper: '#fbf6ea', ink: '#1b3a27', accent: '#a65a2a' },
    ) +
    cup(d, 380, 520, 90, liquor.lemongrass, 'glass') +
    dishOf(d, 170, 545, 100, '#f1ece1', (heap) =>
      looseHeap(d, heap, 1.2, [pile(additions.lemongrass, 40), pile(additions.ginger, 18)]),
    ) +
    garnish(d, 'lemongrass', 610, 560, -6, 1.8) +
    garnish(d, 'ginger', 420, 575, 10, 1.4)
  );
}

/** Earl Grey: the caddy, a porcelain cup, black leaf with cornflower petals, bergamot. */
function earlGrey(d: Drawing): string {
  return (
    backdrop(d, '#d9dde6', 'marble', 0.52) +
    ceylonPack(d, caddy, [640, 455, 165, 250], 'Earl Grey', 'BERGAMOT', '#2b3f6b') +
    cup(d, 340, 505, 105, liquor.highGrown, 'porcelain', '#2b3f6b') +
    dishOf(d, 560, 560, 95, '#f3efe7', (heap) =>
      looseHeap(d, heap, 1, [gradeLeaf('op', 34), pile(additions.cornflower, 14)], blackGround),
    ) +
    garnish(d, 'bergamot', 110, 535, 0, 1.5) +
    garnish(d, 'bergamot', 205, 560, 30, 1.2) +
    garnish(d, 'cornflower', 740, 570, 0, 1.4)
  );
}

/** A scene from a function that draws the picture's body; the drawing wraps it as an SVG. */
const scene =
  (body: (d: Drawing) => string): Scene =>
  (d) =>
    d.svg(body(d));

export const productScenes: Readonly<Record<string, Scene>> = {
  '/images/products/ceylon-orange-pekoe.svg': scene(orangePekoe),
  '/images/products/uva-highland-bop.svg': scene(uvaBop),
  '/images/products/nuwara-eliya-green.svg': scene(nuwaraEliyaGreen),
  '/images/products/green-tea-gunpowder.svg': scene(gunpowder),
  '/images/products/ceylon-breakfast-blend.svg': scene(breakfastBlend),
  '/images/products/cinnamon-spice-chai.svg': scene(spiceChai),
  '/images/products/lemongrass-ginger-infusion.svg': scene(lemongrassGinger),
  '/images/products/earl-grey-ceylon.svg': scene(earlGrey),
};
