/** Packs: foil pouch, caddy, tea bag carton, gift chest, paper sack and tea bags, with labels. */
import { teaLeaf } from './backdrops';
import {
  Drawing,
  between,
  darken,
  ellipse,
  fittingSize,
  lighten,
  num,
  path,
  place,
  shadow,
  text,
} from './drawing';

export interface Label {
  brand: string;
  name: string;
  /** A small line under the name, such as '100 TEA BAGS' or 'NET 50 KG'. */
  detail?: string;
}

/** Colours of a pack: its body, the label paper and the print. */
export interface Livery {
  body: string;
  paper: string;
  ink: string;
  accent: string;
}

/**
 * Draws a labelled pack w wide and h high, standing with its bottom centre at (x, y), in its
 * colours (a livery, or a sack's paper).
 */
export type PackDrawing<Colours = Livery> = (
  d: Drawing,
  footprint: Footprint,
  label: Label,
  colours: Colours,
) => string;

/** Where a pack stands, (x, y) its bottom centre, and its width and height. */
export type Footprint = readonly [x: number, y: number, w: number, h: number];

/** Long names go on two lines, broken at the space nearest the middle, so they stay legible. */
function splitName(name: string): string[] {
  if (name.length <= 14 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

/** A label panel: brand, a thin rule with a leaf, the tea's name and a detail line. */
function labelPanel(
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const brandSize = fittingSize(label.brand, w * 0.82, h * 0.2, 0.12);
  const nameLines = splitName(label.name);
  const nameSize = Math.min(...nameLines.map((line) => fittingSize(line, w * 0.86, h * 0.13)));
  const rule = `<path d="M${num(x - w * 0.3)} ${num(y + h * 0.4)}H${num(x - w * 0.06)}M${num(x + w * 0.06)} ${num(y + h * 0.4)}H${num(x + w * 0.3)}" stroke="${livery.accent}" stroke-width="${num(Math.max(1, h * 0.012))}"/>`;
  const leaf = place(x, y + h * 0.45, teaLeaf(h * 0.1, h * 0.05, livery.accent, livery.paper), 0);
  const detail = label.detail
    ? text(
        x,
        y + h * 0.84,
        label.detail,
        fittingSize(label.detail, w * 0.8, h * 0.075),
        livery.ink,
        { spacing: h * 0.008 },
      )
    : '';
  return (
    `<rect x="${num(x - w / 2)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.04)}" fill="${livery.paper}"/>` +
    `<rect x="${num(x - w / 2 + 4)}" y="${num(y + 4)}" width="${num(w - 8)}" height="${num(h - 8)}" rx="${num(w * 0.03)}" fill="none" stroke="${livery.accent}" stroke-width="1.2"/>` +
    text(x, y + h * 0.3, label.brand, brandSize, livery.ink, {
      weight: 700,
      spacing: brandSize * 0.12,
    }) +
    rule +
    leaf +
    nameLines
      .map((line, index) =>
        text(
          x,
          y + h * (nameLines.length === 1 ? 0.67 : 0.62 + index * 0.13),
          line,
          nameSize,
          livery.ink,
          { italic: true },
        ),
      )
      .join('') +
    detail
  );
}

/** A stand-up foil pouch, bottom centre at (x, y). */
export const pouch: PackDrawing = (d, [x, y, w, h], label, livery) => {
  const top = y - h;
  const foil = d.linear(
    [
      [0, darken(livery.body, 0.3)],
      [0.18, lighten(livery.body, 0.18)],
      [0.45, livery.body],
      [0.8, lighten(livery.body, 0.08)],
      [1, darken(livery.body, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const outline = `M${num(x - w / 2)} ${num(top)}H${num(x + w / 2)}L${num(x + w * 0.53)} ${num(y - h * 0.12)}Q${num(x + w * 0.5)} ${num(y)} ${num(x + w * 0.4)} ${num(y)}H${num(x - w * 0.4)}Q${num(x - w * 0.5)} ${num(y)} ${num(x - w * 0.53)} ${num(y - h * 0.12)}Z`;
  const seal = `<rect x="${num(x - w / 2)}" y="${num(top)}" width="${num(w)}" height="${num(h * 0.07)}" fill="${darken(livery.body, 0.15)}"/>`;
  const serration = Array.from(
    { length: Math.floor(w / 6) },
    (_, index) => `M${num(x - w / 2 + 3 + index * 6)} ${num(top)}v${num(h * 0.07)}`,
  ).join('');
  const zip = `<path d="M${num(x - w / 2)} ${num(top + h * 0.13)}H${num(x + w / 2)}" stroke="${darken(livery.body, 0.3)}" stroke-width="2.5"/>`;
  const gusset = `<path d="M${num(x - w * 0.4)} ${num(y - h * 0.06)}Q${num(x)} ${num(y - h * 0.12)} ${num(x + w * 0.4)} ${num(y - h * 0.06)}" fill="none" stroke="${darken(livery.body, 0.3)}" stroke-opacity=".6" stroke-width="2"/>`;
  return (
    shadow(d, x + w * 0.08, y + h * 0.01, w * 0.72, h * 0.06) +
    path(outline, foil) +
    seal +
    `<path d="${serration}" stroke="${darken(livery.body, 0.35)}" stroke-width="1"/>` +
    zip +
    gusset +
    labelPanel(x, top + h * 0.25, w * 0.7, h * 0.5, label, livery)
  );
};

/** A round tea caddy with a lid, bottom centre at (x, y). */
export const caddy: PackDrawing = (d, [x, y, w, h], label, livery) => {
  const r = w / 2;
  const lidHeight = h * 0.16;
  const top = y - h;
  const metal = (colour: string) =>
    d.linear(
      [
        [0, darken(colour, 0.35)],
        [0.25, lighten(colour, 0.22)],
        [0.55, colour],
        [1, darken(colour, 0.4)],
      ],
      0,
      0,
      1,
      0,
    );
  const body = `<rect x="${num(x - r)}" y="${num(top + lidHeight * 0.7)}" width="${num(w)}" height="${num(h - lidHeight * 0.7)}" fill="${metal(livery.body)}"/>`;
  const bottom = ellipse(x, y, r, r * 0.2, darken(livery.body, 0.3));
  const lid =
    `<rect x="${num(x - r * 1.04)}" y="${num(top)}" width="${num(w * 1.04)}" height="${num(lidHeight)}" fill="${metal(livery.accent)}"/>` +
    ellipse(x, top + lidHeight, r * 1.04, r * 0.2, darken(livery.accent, 0.25)) +
    ellipse(x, top, r * 1.04, r * 0.2, lighten(livery.accent, 0.2));
  const labelTop = top + h * 0.3;
  const labelHeight = h * 0.5;
  return (
    shadow(d, x + w * 0.12, y + r * 0.1, w * 0.8, r * 0.3) +
    body +
    bottom +
    lid +
    labelPanel(x, labelTop, w * 0.78, labelHeight, label, livery) +
    `<rect x="${num(x - r * 0.7)}" y="${num(top + lidHeight + 4)}" width="${num(r * 0.16)}" height="${num(h - lidHeight - 10)}" fill="#fff" opacity=".16"/>`
  );
};

/** A carton of tea bags in three-quarter view, front bottom centre at (x, y). */
export const teaBox: PackDrawing = (d, [x, y, w, h], label, livery) => {
  const depth = w * 0.32;
  const rise = depth * 0.45;
  const left = x - w / 2;
  const top = y - h;
  const front = `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" fill="${d.linear(
    [
      [0, lighten(livery.body, 0.08)],
      [1, darken(livery.body, 0.12)],
    ],
  )}"/>`;
  const side = path(
    `M${num(left + w)} ${num(top)}l${num(depth)} ${num(-rise)}v${num(h)}l${num(-depth)} ${num(rise)}Z`,
    darken(livery.body, 0.3),
  );
  const lid = path(
    `M${num(left)} ${num(top)}l${num(depth)} ${num(-rise)}h${num(w)}l${num(-depth)} ${num(rise)}Z`,
    lighten(livery.body, 0.15),
  );
  const band = `<rect x="${num(left)}" y="${num(y - h * 0.16)}" width="${num(w)}" height="${num(h * 0.06)}" fill="${livery.accent}"/>`;
  return (
    shadow(d, x + depth * 0.6, y + 4, w * 0.85, h * 0.07) +
    side +
    lid +
    front +
    band +
    labelPanel(x, top + h * 0.12, w * 0.78, h * 0.62, label, livery)
  );
};

/** A wooden gift chest with brass corners and a ribbon, front bottom centre at (x, y). */
export const chest: PackDrawing = (d, [x, y, w, h], label, livery) => {
  const depth = w * 0.25;
  const rise = depth * 0.4;
  const left = x - w / 2;
  const top = y - h;
  const wood = d.linear(
    [
      [0, '#8a5530'],
      [0.5, '#6d4122'],
      [1, '#4f2c15'],
    ],
    0,
    0,
    1,
    1,
  );
  const grain = Array.from({ length: 6 }, (_, index) => {
    const gy = top + (h * (index + 0.5)) / 6;
    return `M${num(left)} ${num(gy)}q${num(w * 0.5)} ${num(d.random() * 6 - 3)} ${num(w)} 0`;
  }).join('');
  const ribbon = `<rect x="${num(x - w * 0.05)}" y="${num(top)}" width="${num(w * 0.1)}" height="${num(h)}" fill="${livery.accent}"/>`;
  const bow = place(
    x,
    top - rise * 0.3,
    `${path(`M0 0c${num(-w * 0.16)} ${num(-h * 0.2)} ${num(-w * 0.22)} ${num(h * 0.05)} 0 0z`, livery.accent)}${path(`M0 0c${num(w * 0.16)} ${num(-h * 0.2)} ${num(w * 0.22)} ${num(h * 0.05)} 0 0z`, darken(livery.accent, 0.15))}`,
  );
  return (
    shadow(d, x + depth * 0.5, y + 4, w * 0.8, h * 0.08) +
    path(
      `M${num(left + w)} ${num(top)}l${num(depth)} ${num(-rise)}v${num(h)}l${num(-depth)} ${num(rise)}Z`,
      '#3f2311',
    ) +
    path(
      `M${num(left)} ${num(top)}l${num(depth)} ${num(-rise)}h${num(w)}l${num(-depth)} ${num(rise)}Z`,
      '#9a6438',
    ) +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" fill="${wood}"/>` +
    `<path d="${grain}" fill="none" stroke="#2a1608" stroke-opacity=".3"/>` +
    `<path d="M${num(left)} ${num(top + h * 0.28)}H${num(left + w)}" stroke="#2a1608" stroke-opacity=".55" stroke-width="2"/>` +
    ribbon +
    labelPanel(x - w * 0.27, top + h * 0.42, w * 0.36, h * 0.45, label, livery) +
    [left + 6, left + w - 6]
      .map(
        (cornerX) =>
          `<rect x="${num(cornerX - 6)}" y="${num(top)}" width="12" height="12" fill="#c9a45a"/><rect x="${num(cornerX - 6)}" y="${num(y - 12)}" width="12" height="12" fill="#c9a45a"/>`,
      )
      .join('') +
    bow
  );
};

/** A multiwall paper sack of bulk tea, bottom centre at (x, y). */
export const sack: PackDrawing<string> = (d, [x, y, w, h], label, paper) => {
  const top = y - h;
  const kraft = d.linear(
    [
      [0, darken(paper, 0.18)],
      [0.3, lighten(paper, 0.08)],
      [0.7, paper],
      [1, darken(paper, 0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  const outline = `M${num(x - w * 0.48)} ${num(top + h * 0.05)}Q${num(x)} ${num(top - h * 0.02)} ${num(x + w * 0.48)} ${num(top + h * 0.05)}Q${num(x + w * 0.55)} ${num(top + h * 0.5)} ${num(x + w * 0.5)} ${num(y - h * 0.04)}Q${num(x)} ${num(y + h * 0.03)} ${num(x - w * 0.5)} ${num(y - h * 0.04)}Q${num(x - w * 0.55)} ${num(top + h * 0.5)} ${num(x - w * 0.48)} ${num(top + h * 0.05)}Z`;
  const stitches = Array.from(
    { length: Math.floor(w / 12) },
    (_, index) => `M${num(x - w * 0.44 + index * 12)} ${num(top + h * 0.08)}h6`,
  ).join('');
  const ink = '#5a3a1e';
  const heading = fittingSize(label.brand, w * 0.74, h * 0.11, 0.08);
  return (
    shadow(d, x + w * 0.05, y, w * 0.62, h * 0.06) +
    path(outline, kraft) +
    `<path d="${stitches}" stroke="${darken(paper, 0.45)}" stroke-width="2"/>` +
    `<path d="M${num(x - w * 0.4)} ${num(top + h * 0.2)}q${num(w * 0.1)} ${num(h * 0.25)} 0 ${num(h * 0.55)}M${num(x + w * 0.42)} ${num(top + h * 0.25)}q${num(-w * 0.08)} ${num(h * 0.2)} 0 ${num(h * 0.5)}" fill="none" stroke="${darken(paper, 0.25)}" stroke-opacity=".5" stroke-width="2"/>` +
    text(x, top + h * 0.34, label.brand, heading, ink, { weight: 700, spacing: heading * 0.08 }) +
    place(x, top + h * 0.5, teaLeaf(h * 0.1, h * 0.05, '#2f5d34', paper)) +
    text(x, top + h * 0.62, label.name, fittingSize(label.name, w * 0.6, h * 0.08), ink, {
      weight: 700,
    }) +
    (label.detail
      ? text(x, top + h * 0.76, label.detail, fittingSize(label.detail, w * 0.7, h * 0.055), ink, {
          spacing: 1,
        })
      : '')
  );
};

/** A string-and-tag tea bag lying flat, centre at (x, y). */
export function teaBag(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  angle: number,
  tag: string,
): string {
  const paper = d.linear([
    [0, '#f4eddc'],
    [1, '#e0d3b6'],
  ]);
  const dots = Array.from(
    { length: 26 },
    () =>
      `M${num(between(d.random, -size * 0.38, size * 0.38))} ${num(between(d.random, -size * 0.3, size * 0.45))}h1.6`,
  ).join('');
  const body =
    `<rect x="${num(-size / 2)}" y="${num(-size / 2)}" width="${num(size)}" height="${num(size * 1.05)}" rx="${num(size * 0.06)}" fill="${paper}" stroke="#cdbf9f"/>` +
    `<path d="M${num(-size / 2)} ${num(-size * 0.36)}H${num(size / 2)}" stroke="#cdbf9f" stroke-dasharray="3 3"/>` +
    `<path d="${dots}" stroke="#6b4a2a" stroke-opacity=".55" stroke-width="1.6"/>` +
    `<path d="M0 ${num(-size / 2)}c${num(size * 0.2)} ${num(-size * 0.4)} ${num(size * 0.7)} ${num(-size * 0.1)} ${num(size * 0.95)} ${num(-size * 0.45)}" fill="none" stroke="#f3efe6" stroke-width="1.5"/>` +
    `<rect x="${num(size * 0.8)}" y="${num(-size * 0.7)}" width="${num(size * 0.42)}" height="${num(size * 0.3)}" rx="2" fill="${tag}"/>`;
  return shadow(d, x + 3, y + size * 0.55, size * 0.7, size * 0.12, 0.2) + place(x, y, body, angle);
}

export const creamLabelLivery = (body: string, accent = '#c9a45a'): Livery => ({
  body,
  paper: '#fbf6ea',
  ink: '#1b3a27',
  accent,
});
export const adraLabel = (name: string, detail?: string): Label => ({
  brand: 'ADRA',
  name,
  detail,
});
export const ceylonLabel = (name: string, detail?: string): Label => ({
  brand: 'CEYLON',
  name,
  detail,
});
export const blankLabel: Label = {
  brand: 'YOUR BRAND',
  name: 'Ceylon Tea',
  detail: 'YOUR DESIGN HERE',
};
