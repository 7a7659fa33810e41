/**
 * Cups and dishes of the still lifes: porcelain cup and saucer, glass cup, iced glass, a dish
 * and a scoop of leaf, and the colour of each tea's liquor.
 */
import { Drawing, darken, ellipse, lighten, num, path, place, shadow } from './drawing';
import { mound, type Mound } from './leaf-mounds';

export type Vessel = 'porcelain' | 'glass' | 'iced';

/** The surface of a cup of tea: darker at the walls, a bright ring where it meets the cup. */
function liquorSurface(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  liquor: string,
): string {
  const surface = d.radial(
    [
      [0, lighten(liquor, 0.28)],
      [0.65, liquor],
      [1, darken(liquor, 0.35)],
    ],
    0.45,
    0.4,
    0.62,
  );
  return (
    ellipse(cx, cy, rx, ry, surface) +
    ellipse(
      cx,
      cy,
      rx,
      ry,
      'none',
      ` stroke="${lighten(liquor, 0.45)}" stroke-opacity=".7" stroke-width="${num(rx * 0.03)}"`,
    ) +
    ellipse(cx - rx * 0.3, cy - ry * 0.25, rx * 0.28, ry * 0.16, '#fff', ' opacity=".28"')
  );
}

function steam(x: number, top: number, size: number): string {
  const curls = [-0.3, 0.1, 0.4]
    .map(
      (offset, index) =>
        `M${num(x + size * offset)} ${num(top)}c${num(-size * 0.25)} ${num(-size * 0.3)} ${num(size * 0.25)} ${num(-size * 0.5)} 0 ${num(-size * (0.8 + index * 0.12))}`,
    )
    .join('');
  return `<path d="${curls}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="${num(size * 0.045)}" stroke-linecap="round"/>`;
}

/** A cup standing on the surface at (x, y); `size` is the rim's half width. */
export function cup(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  liquor: string,
  vessel: Vessel,
  band = '#b88a3e',
): string {
  if (vessel === 'glass') return glassCup(d, x, y, size, liquor);
  if (vessel === 'iced') return icedGlass(d, x, y, size, liquor);
  const s = size;
  const rimY = y - s * 1.02;
  const porcelain = d.linear(
    [
      [0, '#d9d2c5'],
      [0.3, '#ffffff'],
      [0.7, '#f3eee5'],
      [1, '#cfc7b8'],
    ],
    0,
    0,
    1,
    0,
  );
  const saucer =
    ellipse(
      x,
      y,
      s * 1.55,
      s * 0.36,
      d.linear([
        [0, '#ffffff'],
        [1, '#d8d0c2'],
      ]),
    ) + ellipse(x, y - s * 0.03, s * 0.95, s * 0.2, '#e6dfd2');
  const body = path(
    `M${num(x - s)} ${num(rimY)}C${num(x - s)} ${num(rimY + s * 0.75)} ${num(x - s * 0.55)} ${num(y - s * 0.12)} ${num(x - s * 0.38)} ${num(y - s * 0.1)}Q${num(x)} ${num(y - s * 0.02)} ${num(x + s * 0.38)} ${num(y - s * 0.1)}C${num(x + s * 0.55)} ${num(y - s * 0.12)} ${num(x + s)} ${num(rimY + s * 0.75)} ${num(x + s)} ${num(rimY)}Z`,
    porcelain,
  );
  const handle = `<path d="M${num(x + s * 0.93)} ${num(rimY + s * 0.2)}c${num(s * 0.5)} ${num(-s * 0.08)} ${num(s * 0.55)} ${num(s * 0.5)} ${num(s * 0.02)} ${num(s * 0.55)}" fill="none" stroke="#e9e3d8" stroke-width="${num(s * 0.13)}" stroke-linecap="round"/>`;
  const gilt = `<path d="M${num(x - s * 0.99)} ${num(rimY + s * 0.14)}Q${num(x)} ${num(rimY + s * 0.5)} ${num(x + s * 0.99)} ${num(rimY + s * 0.14)}" fill="none" stroke="${band}" stroke-width="${num(s * 0.035)}"/>`;
  const rim = ellipse(x, rimY, s, s * 0.26, '#f7f3ec', ' stroke="#d6cebf" stroke-width="1.5"');
  const foot = ellipse(x, y - s * 0.07, s * 0.42, s * 0.08, '#d6cebf');
  return (
    shadow(d, x + s * 0.15, y + s * 0.12, s * 1.8, s * 0.42) +
    saucer +
    foot +
    handle +
    body +
    gilt +
    rim +
    liquorSurface(d, x, rimY + s * 0.03, s * 0.9, s * 0.2, liquor) +
    steam(x, rimY - s * 0.35, s)
  );
}

/** A clear glass cup, so herbal colours show through the side. */
function glassCup(d: Drawing, x: number, y: number, s: number, liquor: string): string {
  const rimY = y - s * 1.45;
  const liquorTop = rimY + s * 0.22;
  const side = (top: number) =>
    `M${num(x - s * 0.92)} ${num(top)}L${num(x - s * 0.78)} ${num(y - s * 0.08)}Q${num(x)} ${num(y + s * 0.12)} ${num(x + s * 0.78)} ${num(y - s * 0.08)}L${num(x + s * 0.92)} ${num(top)}Z`;
  const tea = d.linear(
    [
      [0, darken(liquor, 0.25)],
      [0.35, lighten(liquor, 0.15)],
      [0.6, liquor],
      [1, darken(liquor, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const handle = `<path d="M${num(x + s * 0.88)} ${num(rimY + s * 0.35)}c${num(s * 0.55)} 0 ${num(s * 0.6)} ${num(s * 0.7)} ${num(-s * 0.06)} ${num(s * 0.72)}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="${num(s * 0.1)}"/>`;
  return (
    shadow(d, x + s * 0.2, y + s * 0.05, s * 1.3, s * 0.3) +
    ellipse(x + s * 0.35, y + s * 0.02, s * 0.9, s * 0.16, liquor, ' opacity=".25"') +
    handle +
    path(side(rimY), '#ffffff', ' fill-opacity=".22"') +
    path(side(liquorTop), tea, ' fill-opacity=".92"') +
    liquorSurface(d, x, liquorTop, s * 0.9, s * 0.19, liquor) +
    path(side(rimY), 'none', ' stroke="#ffffff" stroke-opacity=".7" stroke-width="2"') +
    ellipse(
      x,
      rimY,
      s * 0.92,
      s * 0.2,
      'none',
      ' stroke="#ffffff" stroke-opacity=".8" stroke-width="2"',
    ) +
    `<path d="M${num(x - s * 0.62)} ${num(rimY + s * 0.35)}L${num(x - s * 0.55)} ${num(y - s * 0.25)}" stroke="#fff" stroke-opacity=".5" stroke-width="${num(s * 0.08)}" stroke-linecap="round"/>` +
    steam(x, rimY - s * 0.3, s * 0.9)
  );
}

/** A tall glass of iced tea with ice cubes and a slice at the rim. */
function icedGlass(d: Drawing, x: number, y: number, s: number, liquor: string): string {
  const rimY = y - s * 2.1;
  const liquorTop = rimY + s * 0.3;
  const side = (top: number) =>
    `M${num(x - s * 0.85)} ${num(top)}L${num(x - s * 0.7)} ${num(y - s * 0.06)}Q${num(x)} ${num(y + s * 0.08)} ${num(x + s * 0.7)} ${num(y - s * 0.06)}L${num(x + s * 0.85)} ${num(top)}Z`;
  const straw = `<path d="M${num(x + s * 0.15)} ${num(y - s * 0.4)}L${num(x + s * 0.55)} ${num(rimY - s * 0.55)}" stroke="#f4ecd8" stroke-width="${num(s * 0.12)}" stroke-linecap="round"/><path d="M${num(x + s * 0.15)} ${num(y - s * 0.4)}L${num(x + s * 0.55)} ${num(rimY - s * 0.55)}" stroke="#c0733a" stroke-width="${num(s * 0.12)}" stroke-dasharray="${num(s * 0.1)} ${num(s * 0.14)}"/>`;
  const tea = d.linear(
    [
      [0, darken(liquor, 0.2)],
      [0.4, lighten(liquor, 0.2)],
      [1, darken(liquor, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const cubes = [
    [-0.3, 0.5, 12],
    [0.25, 0.62, -8],
    [-0.05, 0.95, 20],
  ]
    .map(([dx = 0, dy = 0, turn = 0]) =>
      place(
        x + s * dx,
        liquorTop + s * dy,
        `<rect x="${num(-s * 0.22)}" y="${num(-s * 0.22)}" width="${num(s * 0.44)}" height="${num(s * 0.44)}" rx="${num(s * 0.08)}" fill="#ffffff" fill-opacity=".35" stroke="#fff" stroke-opacity=".6"/>`,
        turn,
      ),
    )
    .join('');
  return (
    shadow(d, x + s * 0.2, y + s * 0.05, s * 1.1, s * 0.25) +
    straw +
    path(side(rimY), '#ffffff', ' fill-opacity=".2"') +
    path(side(liquorTop), tea, ' fill-opacity=".9"') +
    cubes +
    ellipse(x, liquorTop, s * 0.82, s * 0.15, lighten(liquor, 0.2)) +
    path(side(rimY), 'none', ' stroke="#ffffff" stroke-opacity=".75" stroke-width="2"') +
    ellipse(
      x,
      rimY,
      s * 0.72,
      s * 0.15,
      'none',
      ' stroke="#ffffff" stroke-opacity=".8" stroke-width="2"',
    ) +
    `<path d="M${num(x - s * 0.48)} ${num(rimY + s * 0.3)}L${num(x - s * 0.42)} ${num(y - s * 0.3)}" stroke="#fff" stroke-opacity=".45" stroke-width="${num(s * 0.07)}" stroke-linecap="round"/>`
  );
}

/** Where leaf lies in a dish or scoop: the ellipse its heap fills. */
export interface Heap {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** A shallow ceramic dish heaped with whatever `contents` draws into its heap. */
export function dishOf(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  glaze: string,
  contents: (heap: Heap) => string,
): string {
  const bowl = d.linear([
    [0, lighten(glaze, 0.2)],
    [1, darken(glaze, 0.25)],
  ]);
  return (
    shadow(d, x + size * 0.1, y + size * 0.28, size * 1.25, size * 0.3) +
    path(
      `M${num(x - size)} ${num(y - size * 0.1)}Q${num(x - size * 0.9)} ${num(y + size * 0.3)} ${num(x)} ${num(y + size * 0.32)}Q${num(x + size * 0.9)} ${num(y + size * 0.3)} ${num(x + size)} ${num(y - size * 0.1)}Z`,
      bowl,
    ) +
    ellipse(x, y - size * 0.1, size, size * 0.26, lighten(glaze, 0.35)) +
    ellipse(x, y - size * 0.08, size * 0.88, size * 0.2, darken(glaze, 0.1)) +
    contents({ cx: x, cy: y - size * 0.06, rx: size * 0.82, ry: size * 0.42 })
  );
}

/** A shallow ceramic dish heaped with dry leaf. */
export function dish(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  glaze: string,
  leaf: Omit<Mound, 'cx' | 'cy' | 'rx' | 'ry'>,
): string {
  return dishOf(d, x, y, size, glaze, (heap) => mound(d, { ...leaf, ...heap }));
}

/** A wooden tea scoop lying on the surface, with whatever `contents` draws heaped in its bowl. */
export function scoopOf(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  angle: number,
  contents: (heap: Heap) => string,
): string {
  const wood = d.linear([
    [0, '#c8955c'],
    [1, '#8c5a2e'],
  ]);
  const body =
    `<rect x="${num(size * 0.45)}" y="${num(-size * 0.07)}" width="${num(size * 1.3)}" height="${num(size * 0.14)}" rx="${num(size * 0.07)}" fill="${wood}"/>` +
    ellipse(0, 0, size * 0.6, size * 0.38, wood) +
    ellipse(-size * 0.02, -size * 0.04, size * 0.5, size * 0.28, '#6e4522');
  return (
    shadow(d, x + size * 0.4, y + size * 0.2, size * 1.6, size * 0.3, 0.22) +
    place(x, y, body, angle) +
    contents({ cx: x, cy: y, rx: size * 0.45, ry: size * 0.3 })
  );
}

/** A wooden tea scoop lying on the surface with a little leaf in its bowl. */
export function scoop(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  angle: number,
  leaf: Omit<Mound, 'cx' | 'cy' | 'rx' | 'ry'>,
): string {
  return scoopOf(d, x, y, size, angle, (heap) => mound(d, { ...leaf, ...heap, density: 1.4 }));
}

/** Cup colours: the liquor each tea actually brews. */
export const liquor = {
  highGrown: '#b8682c',
  uva: '#a2521f',
  lowGrown: '#6f2e12',
  nuwaraEliya: '#c98b3c',
  milky: '#b98a5e',
  green: '#c8bf63',
  silverTips: '#e4c98a',
  lemongrass: '#e2d27a',
  ginger: '#d7ae58',
  cinnamon: '#b96c36',
  moringa: '#a9b14f',
  gotuKola: '#9caa4b',
  beliMal: '#c58436',
  ranawara: '#d8a83e',
  hibiscus: '#9c1b33',
  butterflyPea: '#2c3f9f',
  soursopLeaf: '#b89b48',
  turmeric: '#e0a326',
} as const;
