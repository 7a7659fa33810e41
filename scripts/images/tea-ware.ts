/**
 * Tea ware beyond the catalogue's cups: a glass teapot, a Moroccan silver teapot and its tea
 * glasses on a brass tray, a taster's bowl and lidded cup, a mug and a milk jug. Each stands with
 * its bottom centre at (x, y) on the surface; `s` is about half its width.
 */
import { teaLeaf } from './backdrops';
import { darken, ellipse, lighten, num, path, place, shadow, type Drawing } from './drawing';

/** A stroke with round ends along `pathData`, for handles, spouts and glass edges. */
function line(pathData: string, colour: string, width: number, extra = ''): string {
  return `<path d="${pathData}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"${extra}/>`;
}

/** Polished metal across its width: dark at the edges, a bright band where the light falls. */
function metal(d: Drawing, colour: string): string {
  return d.linear(
    [
      [0, darken(colour, 0.45)],
      [0.3, lighten(colour, 0.55)],
      [0.55, colour],
      [1, darken(colour, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A round glass teapot, the leaf unfurling in the liquor, so a green tea's colour shows. */
export function glassTeapot(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  liquor: string,
  leaf: string,
): string {
  const cy = y - s * 0.9;
  const rx = s;
  const ry = s * 0.88;
  const level = cy - ry * 0.15;
  const half = rx * Math.sqrt(1 - ((level - cy) / ry) ** 2);
  const tea = d.linear([
    [0, lighten(liquor, 0.15)],
    [1, darken(liquor, 0.2)],
  ]);
  const leaves = [
    [-0.35, 0.35, -40],
    [0.2, 0.5, 25],
    [0.45, 0.2, 70],
    [-0.05, 0.15, -10],
  ]
    .map(([dx = 0, dy = 0, turn = 0]) =>
      place(x + rx * dx, cy + ry * dy, teaLeaf(s * 0.36, s * 0.2, leaf, lighten(leaf, 0.3)), turn),
    )
    .join('');
  return (
    shadow(d, x + s * 0.15, y, s * 1.25, s * 0.2) +
    ellipse(x, y - s * 0.02, s * 0.45, s * 0.08, liquor, ' opacity=".35"') +
    line(
      `M${num(x - rx * 0.75)} ${num(cy - ry * 0.55)}C${num(x - rx * 1.55)} ${num(cy - ry * 0.6)} ${num(x - rx * 1.5)} ${num(cy + ry * 0.5)} ${num(x - rx * 0.8)} ${num(cy + ry * 0.5)}`,
      '#ffffff',
      s * 0.12,
      ' stroke-opacity=".6"',
    ) +
    line(
      `M${num(x + rx * 0.8)} ${num(cy + ry * 0.25)}Q${num(x + rx * 1.3)} ${num(cy + ry * 0.1)} ${num(x + rx * 1.55)} ${num(cy - ry * 0.5)}`,
      '#ffffff',
      s * 0.17,
      ' stroke-opacity=".45"',
    ) +
    line(
      `M${num(x + rx * 0.85)} ${num(cy + ry * 0.25)}Q${num(x + rx * 1.25)} ${num(cy + ry * 0.12)} ${num(x + rx * 1.45)} ${num(cy - ry * 0.3)}`,
      liquor,
      s * 0.08,
      ' stroke-opacity=".7"',
    ) +
    ellipse(x, cy, rx, ry, '#ffffff', ' fill-opacity=".2"') +
    path(
      `M${num(x - half)} ${num(level)}A${num(rx)} ${num(ry)} 0 1 0 ${num(x + half)} ${num(level)}Z`,
      tea,
      ' fill-opacity=".85"',
    ) +
    leaves +
    ellipse(x, level, half, half * 0.16, lighten(liquor, 0.3), ' fill-opacity=".9"') +
    ellipse(x, cy, rx, ry, 'none', ' stroke="#ffffff" stroke-opacity=".75" stroke-width="2.5"') +
    ellipse(x, cy - ry * 0.93, rx * 0.42, ry * 0.1, '#ffffff', ' fill-opacity=".5" stroke="#fff"') +
    ellipse(x, cy - ry * 1.05, rx * 0.1, ry * 0.09, '#ffffff', ' fill-opacity=".8"') +
    line(
      `M${num(x - rx * 0.7)} ${num(cy - ry * 0.35)}Q${num(x - rx * 0.6)} ${num(cy - ry * 0.75)} ${num(x - rx * 0.2)} ${num(cy - ry * 0.85)}`,
      '#ffffff',
      s * 0.07,
      ' stroke-opacity=".8"',
    )
  );
}

/** A round brass tray, the kind a Moroccan tea set is served on. */
export function brassTray(d: Drawing, x: number, y: number, rx: number): string {
  const brass = d.radial(
    [
      [0, '#f3d48a'],
      [0.7, '#c99a3e'],
      [1, '#8a6424'],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    shadow(d, x + rx * 0.05, y + rx * 0.06, rx * 1.1, rx * 0.3) +
    ellipse(x, y, rx, rx * 0.28, '#8a6424') +
    ellipse(x, y - rx * 0.03, rx, rx * 0.28, brass) +
    ellipse(
      x,
      y - rx * 0.03,
      rx * 0.86,
      rx * 0.23,
      'none',
      ' stroke="#8a6424" stroke-opacity=".6" stroke-width="2" stroke-dasharray="6 5"',
    )
  );
}

/** A silver Moroccan teapot: pear-shaped body, domed lid with a finial, long curved spout. */
export function moroccanTeapot(d: Drawing, x: number, y: number, s: number): string {
  const silver = metal(d, '#c9c9c4');
  const at = (dx: number, dy: number) => `${num(x + s * dx)} ${num(y - s * dy)}`;
  return (
    shadow(d, x + s * 0.1, y, s * 0.8, s * 0.12) +
    line(
      `M${at(-0.4, 1.05)}C${at(-1.1, 1.2)} ${at(-1.1, 0.35)} ${at(-0.55, 0.35)}`,
      '#7d7d78',
      s * 0.1,
    ) +
    path(
      `M${at(0.5, 0.35)}Q${at(1, 0.4)} ${at(1.25, 1.15)}L${at(1.34, 1.12)}Q${at(1.12, 0.25)} ${at(0.55, 0.6)}Z`,
      silver,
    ) +
    path(`M${at(-0.34, 0.14)}L${at(-0.4, 0)}H${num(x + s * 0.4)}L${at(0.34, 0.14)}Z`, silver) +
    path(
      `M${at(-0.4, 0.12)}C${at(-0.95, 0.5)} ${at(-0.55, 1.05)} ${at(-0.28, 1.1)}H${num(x + s * 0.28)}C${at(0.55, 1.05)} ${at(0.95, 0.5)} ${at(0.4, 0.12)}Z`,
      silver,
    ) +
    line(
      `M${at(-0.62, 0.55)}Q${at(0, 0.42)} ${at(0.62, 0.55)}`,
      '#6d6d68',
      s * 0.03,
      ' stroke-opacity=".6"',
    ) +
    line(
      `M${at(-0.5, 0.8)}Q${at(0, 0.7)} ${at(0.5, 0.8)}`,
      '#6d6d68',
      s * 0.025,
      ' stroke-dasharray="4 5" stroke-opacity=".6"',
    ) +
    `<rect x="${num(x - s * 0.3)}" y="${num(y - s * 1.22)}" width="${num(s * 0.6)}" height="${num(s * 0.12)}" fill="${silver}"/>` +
    path(`M${at(-0.3, 1.22)}Q${at(0, 1.62)} ${at(0.3, 1.22)}Z`, silver) +
    path(`M${at(-0.05, 1.5)}L${at(0, 1.85)}L${at(0.05, 1.5)}Z`, '#b9b9b4') +
    ellipse(x, y - s * 1.52, s * 0.07, s * 0.05, '#e9e9e4')
  );
}

/** A small tea glass with a gilt band, filled near the top; mint leaves stand in it if given. */
export function teaGlass(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  liquor: string,
  mint?: string,
): string {
  const top = y - s * 1.3;
  const side = (from: number) =>
    `M${num(x - s * 0.44)} ${num(from)}L${num(x - s * 0.33)} ${num(y)}H${num(x + s * 0.33)}L${num(x + s * 0.44)} ${num(from)}Z`;
  const tea = d.linear(
    [
      [0, darken(liquor, 0.2)],
      [0.4, lighten(liquor, 0.2)],
      [1, darken(liquor, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const sprig = mint
    ? place(
        x + s * 0.1,
        top + s * 0.05,
        teaLeaf(s * 0.55, s * 0.3, mint, lighten(mint, 0.35)),
        20,
      ) +
      place(
        x - s * 0.05,
        top + s * 0.05,
        teaLeaf(s * 0.5, s * 0.28, darken(mint, 0.1), lighten(mint, 0.3)),
        -25,
      )
    : '';
  return (
    shadow(d, x + s * 0.1, y, s * 0.55, s * 0.1) +
    path(side(top), '#ffffff', ' fill-opacity=".3"') +
    path(side(top + s * 0.22), tea) +
    ellipse(x, top + s * 0.22, s * 0.41, s * 0.07, lighten(liquor, 0.25)) +
    sprig +
    line(
      `M${num(x - s * 0.42)} ${num(top + s * 0.3)}H${num(x + s * 0.42)}`,
      '#d8b45a',
      s * 0.06,
      ' stroke-dasharray="3 3"',
    ) +
    path(side(top), 'none', ' stroke="#ffffff" stroke-opacity=".8" stroke-width="1.5"') +
    line(
      `M${num(x - s * 0.28)} ${num(top + s * 0.35)}L${num(x - s * 0.22)} ${num(y - s * 0.15)}`,
      '#ffffff',
      s * 0.06,
      ' stroke-opacity=".5"',
    )
  );
}

/**
 * A taster's set: the white lidded cup the leaf is brewed in, and the bowl the liquor is poured
 * into, where its colour and brightness are judged.
 */
export function tastingSet(d: Drawing, x: number, y: number, s: number, liquor: string): string {
  const porcelain = d.linear(
    [
      [0, '#d8d1c4'],
      [0.35, '#ffffff'],
      [1, '#cfc7b8'],
    ],
    0,
    0,
    1,
    0,
  );
  const cupX = x + s * 1.45;
  const cupTop = y - s * 1.25;
  const cup =
    shadow(d, cupX + s * 0.1, y, s * 0.6, s * 0.1) +
    line(
      `M${num(cupX + s * 0.38)} ${num(cupTop + s * 0.3)}c${num(s * 0.32)} 0 ${num(s * 0.32)} ${num(s * 0.5)} 0 ${num(s * 0.5)}`,
      '#e4ddd0',
      s * 0.09,
    ) +
    `<rect x="${num(cupX - s * 0.4)}" y="${num(cupTop)}" width="${num(s * 0.8)}" height="${num(y - cupTop)}" rx="${num(s * 0.06)}" fill="${porcelain}"/>` +
    path(
      `M${num(cupX - s * 0.4)} ${num(cupTop + s * 0.1)}l${num(s * 0.06)} ${num(s * 0.06)} ${num(s * 0.06)} ${num(-s * 0.06)} ${num(s * 0.06)} ${num(s * 0.06)} ${num(s * 0.06)} ${num(-s * 0.06)}`,
      'none',
      ' stroke="#cfc7b8" stroke-width="1.5"',
    ) +
    ellipse(cupX, cupTop, s * 0.44, s * 0.1, '#f4f0e8', ' stroke="#d6cebf"') +
    ellipse(cupX, cupTop - s * 0.08, s * 0.1, s * 0.06, '#e9e3d8');
  const bowl =
    shadow(d, x + s * 0.1, y + s * 0.02, s * 1.15, s * 0.18) +
    path(
      `M${num(x - s)} ${num(y - s * 0.6)}Q${num(x - s * 0.95)} ${num(y)} ${num(x)} ${num(y)}Q${num(x + s * 0.95)} ${num(y)} ${num(x + s)} ${num(y - s * 0.6)}Z`,
      porcelain,
    ) +
    ellipse(x, y - s * 0.6, s, s * 0.22, '#f7f3ec', ' stroke="#d6cebf" stroke-width="1.5"') +
    ellipse(x, y - s * 0.58, s * 0.88, s * 0.17, liquor) +
    ellipse(x - s * 0.3, y - s * 0.62, s * 0.25, s * 0.05, '#ffffff', ' opacity=".3"');
  return cup + bowl;
}

/** A glazed mug with a band of colour and a ring handle. */
export function mug(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  liquor: string,
  glaze: string,
): string {
  const top = y - s * 1.3;
  const body = d.linear(
    [
      [0, darken(glaze, 0.2)],
      [0.35, lighten(glaze, 0.25)],
      [1, darken(glaze, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    shadow(d, x + s * 0.15, y, s * 0.9, s * 0.15) +
    line(
      `M${num(x + s * 0.55)} ${num(top + s * 0.3)}c${num(s * 0.55)} 0 ${num(s * 0.55)} ${num(s * 0.7)} 0 ${num(s * 0.7)}`,
      darken(glaze, 0.15),
      s * 0.16,
    ) +
    path(
      `M${num(x - s * 0.6)} ${num(top)}V${num(y - s * 0.1)}Q${num(x - s * 0.6)} ${num(y)} ${num(x - s * 0.5)} ${num(y)}H${num(x + s * 0.5)}Q${num(x + s * 0.6)} ${num(y)} ${num(x + s * 0.6)} ${num(y - s * 0.1)}V${num(top)}Z`,
      body,
    ) +
    `<rect x="${num(x - s * 0.6)}" y="${num(y - s * 0.55)}" width="${num(s * 1.2)}" height="${num(s * 0.14)}" fill="${darken(glaze, 0.45)}" opacity=".55"/>` +
    ellipse(x, top, s * 0.6, s * 0.15, lighten(glaze, 0.3)) +
    ellipse(x, top + s * 0.03, s * 0.52, s * 0.12, liquor) +
    ellipse(x - s * 0.15, top + s * 0.01, s * 0.18, s * 0.035, '#ffffff', ' opacity=".3"')
  );
}

/** A small white milk jug with a lip, for teas made to take milk. */
export function milkJug(d: Drawing, x: number, y: number, s: number): string {
  const china = d.linear(
    [
      [0, '#d9d2c5'],
      [0.35, '#ffffff'],
      [1, '#cdc5b6'],
    ],
    0,
    0,
    1,
    0,
  );
  const top = y - s * 1.1;
  return (
    shadow(d, x + s * 0.1, y, s * 0.7, s * 0.12) +
    line(
      `M${num(x + s * 0.35)} ${num(top + s * 0.2)}c${num(s * 0.45)} ${num(s * 0.05)} ${num(s * 0.4)} ${num(s * 0.55)} ${num(s * 0.05)} ${num(s * 0.6)}`,
      '#e4ddd0',
      s * 0.1,
    ) +
    path(
      `M${num(x - s * 0.55)} ${num(top - s * 0.08)}L${num(x - s * 0.38)} ${num(top + s * 0.12)}Q${num(x - s * 0.55)} ${num(y - s * 0.3)} ${num(x - s * 0.35)} ${num(y)}H${num(x + s * 0.35)}Q${num(x + s * 0.55)} ${num(y - s * 0.3)} ${num(x + s * 0.38)} ${num(top + s * 0.12)}L${num(x + s * 0.4)} ${num(top)}Z`,
      china,
    ) +
    ellipse(x - s * 0.02, top + s * 0.02, s * 0.4, s * 0.08, '#fbf8f1', ' stroke="#d6cebf"')
  );
}
