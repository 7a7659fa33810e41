/** Backdrops of the still lifes: a tinted wall with faint tea leaves, and the surface below. */
import { Drawing, between, darken, ellipse, lighten, num, path, place } from './drawing';

export type Surface = 'wood' | 'linen' | 'slate' | 'marble' | 'teak';

const surfaceColours: Record<Surface, readonly [string, string, string]> = {
  wood: ['#9a6a42', '#7a4f2e', '#5e3b21'],
  teak: ['#7a4a2a', '#5d351c', '#432511'],
  linen: ['#efe5d0', '#e4d6b8', '#d3c29f'],
  slate: ['#4a4f4b', '#3a3e3b', '#2a2d2b'],
  marble: ['#f4f1ea', '#e9e4da', '#d9d2c4'],
};

/** A tea leaf outline pointing up from its stalk at the origin, with a midrib and side veins. */
export function teaLeaf(length: number, width: number, fill: string, vein: string): string {
  const l = length;
  const w = width / 2;
  const outline = `M0 0C${num(w * 1.2)} ${num(-l * 0.12)} ${num(w * 1.15)} ${num(-l * 0.7)} 0 ${num(-l)}C${num(-w * 1.15)} ${num(-l * 0.7)} ${num(-w * 1.2)} ${num(-l * 0.12)} 0 0Z`;
  const veins = [0.3, 0.5, 0.7]
    .map(
      (at) =>
        `M0 ${num(-l * at)}l${num(w * 0.7)} ${num(-l * 0.12)}M0 ${num(-l * at)}l${num(-w * 0.7)} ${num(-l * 0.12)}`,
    )
    .join('');
  return `${path(outline, fill)}<path d="M0 0V${num(-l * 0.96)}${veins}" fill="none" stroke="${vein}" stroke-width="${num(Math.max(1, width / 40))}" stroke-linecap="round"/>`;
}

export function backdrop(d: Drawing, tint: string, surface: Surface, horizon: number): string {
  const { width: w, height: h, random } = d;
  const top = horizon * h;
  const [light, mid, deep] = surfaceColours[surface];
  const wall = `<rect width="${w}" height="${num(top + 2)}" fill="${d.linear([
    [0, lighten(tint, 0.45)],
    [1, tint],
  ])}"/>`;
  const glow = ellipse(
    w * 0.32,
    h * 0.18,
    w * 0.55,
    h * 0.45,
    d.radial([
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]),
  );
  // Two or three large, faint leaves in the corners give the wall depth without clutter.
  const leafTone = darken(tint, 0.12);
  const leaves = [
    place(w * 0.06, top * 0.95, teaLeaf(h * 0.5, h * 0.2, leafTone, tint), between(random, 18, 34)),
    place(
      w * 0.97,
      top * 0.75,
      teaLeaf(h * 0.42, h * 0.17, leafTone, tint),
      between(random, -40, -20),
    ),
    place(
      w * 0.88,
      top * 0.98,
      teaLeaf(h * 0.3, h * 0.12, leafTone, tint),
      between(random, -70, -55),
    ),
  ].join('');
  const table = `<rect y="${num(top)}" width="${w}" height="${num(h - top)}" fill="${d.linear([
    [0, light],
    [0.35, mid],
    [1, deep],
  ])}"/>`;
  const edge = `<rect y="${num(top)}" width="${w}" height="${num(h * 0.012)}" fill="${lighten(light, 0.25)}" opacity=".6"/>`;
  return `${wall}${glow}<g opacity=".35">${leaves}</g>${table}${edge}${surfaceTexture(d, surface, top)}`;
}

function surfaceTexture(d: Drawing, surface: Surface, top: number): string {
  const { width: w, height: h, random } = d;
  const lines: string[] = [];
  if (surface === 'wood' || surface === 'teak') {
    // Grain: long, gently waving lines that run across the board.
    for (let index = 0; index < 9; index += 1) {
      const y = top + ((h - top) * (index + between(random, 0.2, 0.8))) / 9;
      const wave = between(random, 2, 6);
      lines.push(
        `M0 ${num(y)}C${num(w * 0.3)} ${num(y - wave)} ${num(w * 0.6)} ${num(y + wave)} ${w} ${num(y - wave / 2)}`,
      );
    }
    return `<path d="${lines.join('')}" fill="none" stroke="#2b170a" stroke-opacity=".18" stroke-width="1.4"/>`;
  }
  if (surface === 'marble') {
    for (let index = 0; index < 4; index += 1) {
      const x = between(random, 0, w);
      lines.push(
        `M${num(x)} ${num(top)}q${num(between(random, -60, 60))} ${num((h - top) * 0.5)} ${num(between(random, -120, 120))} ${num(h - top)}`,
      );
    }
    return `<path d="${lines.join('')}" fill="none" stroke="#a79f90" stroke-opacity=".35" stroke-width="1.2"/>`;
  }
  if (surface === 'linen') {
    for (let y = top + 6; y < h; y += 7) lines.push(`M0 ${num(y)}H${w}`);
    return `<path d="${lines.join('')}" stroke="#b9a680" stroke-opacity=".16" stroke-width=".8"/>`;
  }
  for (let index = 0; index < 60; index += 1) {
    lines.push(`M${num(between(random, 0, w))} ${num(between(random, top, h))}h1.5`);
  }
  return `<path d="${lines.join('')}" stroke="#ffffff" stroke-opacity=".12" stroke-width="1.5"/>`;
}
