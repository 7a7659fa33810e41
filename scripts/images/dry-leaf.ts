/**
 * Made tea as a taster sees it on the tray: particles of one form, size and colour, drawn as a
 * few compact paths so that hundreds of them cost a few kilobytes. All particles of one colour
 * are one path, defined once and painted twice with <use>: the leaf, then a highlight where
 * light catches a twist, an edge or a rounded top. One drop shadow under the whole layer lifts
 * the particles off the tray, so their outlines read at card size.
 */
import { between, num, type Drawing, type Random } from './drawing';
import type { Heap } from './vessels';

/**
 * - `wiry`: a leaf rolled along its length into a bent wire, loosely or tight (`twist`).
 * - `curl`: a short leaf or piece rolled into a hook (Pekoe).
 * - `flake`: an irregular broken piece (BOP and its kin).
 * - `granule`: a small grain, rounded by the sieve (fannings).
 * - `pellet`: a leaf rolled into a tight ball (gunpowder).
 */
export type ParticleForm = 'wiry' | 'curl' | 'flake' | 'granule' | 'pellet';

export interface ParticleKind {
  form: ParticleForm;
  /** The particle's length (a granule's or pellet's width), in px; the tray draws 3 px to 1 mm. */
  length: readonly [min: number, max: number];
  /** How thick a rolled leaf is, or how wide a flattened one. */
  thickness: number;
  /**
   * How far a rolled leaf runs for one turn of its twist, in px, as the light along it shows:
   * long for a loose roll (OPA), short for a tight one (OP 1). Only wires and curls have one.
   */
  twist?: number;
  colours: readonly string[];
  /** The colour where light catches it. */
  shine: string;
}

/** Particles of one kind and where each lies. */
interface Scatter {
  kind: ParticleKind;
  positions: readonly (readonly [x: number, y: number])[];
}

/** One particle's outline, in absolute coordinates, and which of the kind's colours paints it. */
interface Piece {
  pathData: string;
  colour: number;
}

/** Whole-pixel path numbers, with no space before a minus sign, which separates them anyway. */
function pathNumbers(values: readonly number[]): string {
  return values
    .map((value, index) => {
      const whole = Math.round(value);
      return index > 0 && whole >= 0 ? ` ${whole}` : String(whole);
    })
    .join('');
}

type Vector = readonly [number, number];

/**
 * The outline of one particle lying at (x, y) along `along`, `across` at right angles to it, in
 * whole pixels: at a third of a millimetre each, finer steps would not show.
 */
function outline(
  random: Random,
  kind: ParticleKind,
  length: number,
  [x, y]: Vector,
  along: Vector,
  across: Vector,
): string {
  const at = (forward: number, sideways: number): Vector => [
    along[0] * forward + across[0] * sideways,
    along[1] * forward + across[1] * sideways,
  ];
  const moveTo = (offset: Vector) => `M${pathNumbers([x + offset[0], y + offset[1]])}`;
  switch (kind.form) {
    case 'wiry': {
      // A cubic with its two handles pushed apart: a leaf that bends one way, or both.
      const bend = () => between(random, -0.22, 0.22) * length;
      return `${moveTo(at(-length / 2, 0))}c${pathNumbers([
        ...at(length / 3, bend()),
        ...at((length * 2) / 3, bend()),
        ...at(length, 0),
      ])}`;
    }
    case 'curl': {
      // A hook: the handle far to one side pulls the leaf round; some curl on into an S.
      const side = random() < 0.5 ? -1 : 1;
      const hook = `${moveTo(at(-length / 2, 0))}q${pathNumbers([
        ...at(length / 2, side * between(random, 0.5, 0.85) * length),
        ...at(length, 0),
      ])}`;
      return random() < 0.35 ? `${hook}t${pathNumbers(at(length * 0.45, 0))}` : hook;
    }
    case 'flake': {
      // Four corners at irregular distances, `length` along and `thickness` across: a torn piece.
      const corners = [0, 1, 2, 3].map((corner) => {
        const turn = (corner * Math.PI) / 2 + between(random, -0.45, 0.45);
        const reach = between(random, 0.6, 1.05) / 2;
        return at(Math.cos(turn) * reach * length, Math.sin(turn) * reach * kind.thickness);
      });
      const steps = corners.slice(1).flatMap((corner, index) => {
        const previous = corners[index] ?? corner;
        return [corner[0] - previous[0], corner[1] - previous[1]];
      });
      return `${moveTo(corners[0] ?? [0, 0])}l${pathNumbers(steps)}z`;
    }
    case 'granule':
    case 'pellet': {
      // A round-capped stroke this short is a grain, a little longer one way than the other.
      const stretch = length - kind.thickness;
      return `${moveTo(at(-stretch / 2, 0))}l${pathNumbers(at(stretch, 0))}`;
    }
  }
}

function piece(random: Random, kind: ParticleKind, position: Vector): Piece {
  const angle = between(random, 0, Math.PI);
  const along: Vector = [Math.cos(angle), Math.sin(angle)];
  const across: Vector = [-along[1], along[0]];
  const length = between(random, ...kind.length);
  const colour = Math.floor(random() * kind.colours.length);
  return { pathData: outline(random, kind, length, position, along, across), colour };
}

/**
 * Where light catches each form, as the attributes of a group that paints a kind's particles a
 * second time in its light colour: the lit edge of a flake (painted first, so that it shows only
 * above and left of the flake), a spot on a grain, a broken line along a rolled leaf, once a turn.
 */
function light({ form, thickness, shine, twist }: ParticleKind): string {
  const width = (share: number) => `stroke-width="${num(thickness * share)}"`;
  switch (form) {
    case 'flake':
      return `fill="${shine}" transform="translate(-.7 -.7)"`;
    case 'granule':
    case 'pellet':
      return `stroke="${shine}" ${width(0.36)} transform="translate(${num(-thickness * 0.18)} ${num(-thickness * 0.2)})"`;
    case 'wiry':
    case 'curl': {
      const turn = twist ?? thickness * 2.8;
      return `stroke="${shine}" ${width(0.4)} stroke-dasharray="${num(turn * 0.4)} ${num(turn * 0.6)}" transform="translate(-.3 -.4)"`;
    }
  }
}

/** A kind's particles: one path per colour, each painted in its colour and again in the light. */
function paintedScatter(d: Drawing, { kind, positions }: Scatter): string {
  const byColour = kind.colours.map(() => [] as string[]);
  for (const position of positions) {
    const { pathData, colour } = piece(d.random, kind, position);
    byColour[colour]?.push(pathData);
  }
  const filled = kind.form === 'flake';
  const painted = byColour.flatMap((outlines, index) =>
    outlines.length === 0
      ? []
      : [
          {
            id: d.define((id) => `<path id="${id}" d="${outlines.join('')}"/>`),
            colour: kind.colours[index],
          },
        ],
  );
  const bodies = painted
    .map(({ id, colour }) => `<use href="#${id}" ${filled ? 'fill' : 'stroke'}="${colour}"/>`)
    .join('');
  const lights = `<g ${light(kind)}>${painted.map(({ id }) => `<use href="#${id}"/>`).join('')}</g>`;
  return filled
    ? lights + bodies
    : `<g fill="none" stroke-linecap="round" stroke-width="${num(kind.thickness)}">${bodies}${lights}</g>`;
}

/** Scatters of particles, painted in order as one layer over a shared drop shadow. */
export function leafLayer(d: Drawing, scatters: readonly Scatter[]): string {
  const shadow = d.define(
    (id) =>
      `<filter id="${id}"><feDropShadow dx=".6" dy=".9" stdDeviation=".6" flood-color="#2b1d10" flood-opacity=".5"/></filter>`,
    'leaf shadow',
  );
  return `<g filter="url(#${shadow})">${scatters.map((scatter) => paintedScatter(d, scatter)).join('')}</g>`;
}

/** Particles of one kind and how many of them a heap holds. */
export type Pile = ParticleKind & { count: number };

/**
 * Piles of particles heaped into `heap`, at `scale` times their size on the grade tray, as a
 * dish or a scoop holds them in the product pictures; `ground`, if given, is the leaf below
 * them, showing through the gaps of a full heap.
 */
export function looseHeap(
  d: Drawing,
  heap: Heap,
  scale: number,
  piles: readonly Pile[],
  ground?: string,
): string {
  const scatters = piles.map((kind) => ({
    kind,
    positions: Array.from({ length: kind.count }, () => {
      const angle = between(d.random, 0, Math.PI * 2);
      const reach = Math.sqrt(d.random());
      return [
        (Math.cos(angle) * reach * heap.rx) / scale,
        (Math.sin(angle) * reach * heap.ry) / scale,
      ] as const;
    }),
  }));
  const below = ground
    ? `<ellipse rx="${num((heap.rx * 0.85) / scale)}" ry="${num((heap.ry * 0.75) / scale)}" fill="${ground}"/>`
    : '';
  return `<g transform="translate(${num(heap.cx)} ${num(heap.cy)}) scale(${num(scale)})">${below}${leafLayer(d, scatters)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Particles laid out one by one at their true size: the grade trays (./grade-trays.ts)
// ---------------------------------------------------------------------------------------------

export type Point = readonly [x: number, y: number];

/** A kind of particle's colours and the colour of its light: what kind of tea it is. */
export type ParticleLook = Pick<ParticleKind, 'colours' | 'shine'>;

/**
 * One particle where it lies, in whole drawing units. A rolled leaf, grain or pellet is a
 * round-capped stroke `width` thick through `points`: straight lines from point to point
 * (`wiry`, `granule`, `pellet`), or a quadratic's three points (`curl`). A flake is the outline
 * through its `points`, filled.
 */
export interface LaidParticle {
  form: ParticleForm;
  width: number;
  points: readonly Point[];
  tip: boolean;
  look: ParticleLook;
  /** Which of the look's colours paints it. */
  shade: number;
}

const distance = ([ax, ay]: Point, [bx, by]: Point) => Math.hypot(bx - ax, by - ay);

/**
 * A particle's size as drawn: a stroke's length is from end to end with its round caps, its
 * width its thickness; a flake's length is its longest span and its width its breadth across it.
 */
export function measureParticle({ form, width, points }: LaidParticle): {
  length: number;
  width: number;
} {
  const first = points[0] ?? [0, 0];
  if (form !== 'flake') return { length: distance(first, points.at(-1) ?? first) + width, width };
  let span: [Point, Point] = [first, first];
  for (const a of points) {
    for (const b of points) if (distance(a, b) > distance(...span)) span = [a, b];
  }
  const length = distance(...span);
  const [[ax, ay], [bx, by]] = span;
  const across = points.map(([x, y]) => ((x - ax) * (ay - by) + (y - ay) * (bx - ax)) / length);
  return { length, width: Math.max(...across) - Math.min(...across) };
}

/**
 * Path data for particles, each subpath moved to relative to where the last one ended, so that
 * numbers stay short; sorted into bands down the tray and along each band, so the moves are small.
 */
function laidPathData(particles: readonly LaidParticle[]): string {
  const band = ([x, y]: Point) => Math.floor(y / 40) * 10_000 + x;
  const sorted = [...particles].sort(
    (a, b) => band(a.points[0] ?? [0, 0]) - band(b.points[0] ?? [0, 0]),
  );
  let at: Point = [0, 0];
  return sorted
    .map(({ form, points }) => {
      const [start = [0, 0], ...rest] = points;
      const move = `m${pathNumbers([start[0] - at[0], start[1] - at[1]])}`;
      // Lines go from point to point; a curl's quadratic takes both points from its start.
      const steps = rest.flatMap(([x, y], index) => {
        const [px, py] = form === 'curl' ? start : (rest[index - 1] ?? start);
        return [x - px, y - py];
      });
      if (form === 'flake') {
        at = start;
        return `${move}l${pathNumbers(steps)}z`;
      }
      at = points.at(-1) ?? start;
      return `${move}${form === 'curl' ? 'q' : 'l'}${pathNumbers(steps)}`;
    })
    .join('');
}

/** Where light catches a laid particle, as the attributes of the second painting of its group. */
function laidLight(form: ParticleForm, width: number, shine: string): string {
  const stroke = (share: number) => `stroke="${shine}" stroke-width="${num(width * share)}"`;
  switch (form) {
    case 'flake':
      return `fill="${shine}" transform="translate(-1 -1)"`;
    case 'granule':
    case 'pellet':
      return `${stroke(0.36)} transform="translate(${num(-width * 0.18)} ${num(-width * 0.2)})"`;
    case 'wiry':
    case 'curl':
      // A soft sheen along the lit side of the roll: a rolled leaf is glossy, not striped.
      return `${stroke(0.3)} stroke-opacity=".55" transform="translate(${num(-width * 0.15)} ${num(-width * 0.2)})"`;
  }
}

/**
 * Laid particles, grouped by colour and thickness into one path each, defined once and painted
 * twice with <use>: the particle, then its light. Flakes' lit edges go under every flake, so they
 * show only above and left of each. Groups keep the order of their first particle, so tips lie on top.
 */
export function paintLaidParticles(d: Drawing, particles: readonly LaidParticle[]): string {
  const groups = new Map<string, LaidParticle[]>();
  for (const particle of particles) {
    const thickness = particle.form === 'flake' ? 'filled' : particle.width;
    const key = `${particle.look.colours.join()}|${particle.shade}|${thickness}`;
    groups.set(key, [...(groups.get(key) ?? []), particle]);
  }
  const painted = [...groups.values()].map((group) => {
    const [{ form, width, look, shade }] = group as [LaidParticle, ...LaidParticle[]];
    const id = d.define((id) => `<path id="${id}" d="${laidPathData(group)}"/>`);
    const colour = look.colours[shade] ?? look.colours[0];
    const lit = `<use href="#${id}" ${laidLight(form, width, look.shine)}/>`;
    return form === 'flake'
      ? { under: lit, body: `<use href="#${id}" fill="${colour}"/>` }
      : {
          under: '',
          body: `<use href="#${id}" stroke="${colour}" stroke-width="${width}"/>${lit}`,
        };
  });
  const shadow = d.define(
    (id) =>
      `<filter id="${id}"><feDropShadow dx="1" dy="1.5" stdDeviation="1" flood-color="#2b1d10" flood-opacity=".5"/></filter>`,
    'laid leaf shadow',
  );
  const layers = [...painted.map(({ under }) => under), ...painted.map(({ body }) => body)];
  return `<g filter="url(#${shadow})" fill="none" stroke-linecap="round" stroke-linejoin="round">${layers.join('')}</g>`;
}
