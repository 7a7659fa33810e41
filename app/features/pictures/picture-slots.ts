/**
 * How wide a layout shows a picture from a viewport width up: `vw` percent of the viewport plus
 * `px` pixels (negative for the page's margins), or a fixed width when `vw` is 0.
 */
export type SlotWidth = { fromViewport: number; vw: number; px: number };

/**
 * A place in the layout that shows a picture: its widths from the widest viewport down, the last
 * from viewport 0. The `sizes` attribute and the files offered both come from it, so they agree.
 */
export type PictureSlot = { widths: readonly SlotWidth[] };

/** The viewports a slot is planned for, and the screen densities it offers files for. */
const narrowestViewport = 320;
const widestViewport = 2560;
const largestDensity = 2;

function slotLength({ vw, px }: SlotWidth): string {
  if (vw === 0) return `${px}px`;
  if (px === 0) return `${vw}vw`;
  return `calc(${vw}vw ${px < 0 ? '-' : '+'} ${Math.abs(px)}px)`;
}

/** The `sizes` attribute of a slot: `(min-width: 1280px) 461px, …, calc(100vw - 32px)`. */
export function sizesAttribute(slot: PictureSlot): string {
  return slot.widths
    .map((width) =>
      width.fromViewport > 0
        ? `(min-width: ${width.fromViewport}px) ${slotLength(width)}`
        : slotLength(width),
    )
    .join(', ');
}

/** The narrowest and widest CSS pixels the slot shows a picture at, over every planned viewport. */
export function slotCssRange(slot: PictureSlot): { narrowest: number; widest: number } {
  const shown: number[] = [];
  let upTo = widestViewport;
  for (const width of slot.widths) {
    const from = Math.max(width.fromViewport, narrowestViewport);
    if (from > upTo) continue;
    // Linear in the viewport: its ends bound it. `upTo` is the next breakpoint, not reached here.
    for (const viewport of [from, upTo]) shown.push((width.vw / 100) * viewport + width.px);
    upTo = from - 1;
  }
  return { narrowest: Math.min(...shown), widest: Math.max(...shown) };
}

/**
 * The widths of `available` worth offering in this slot: from the one a density-1 screen needs at
 * its narrowest to the one a density-2 screen needs at its widest (or the largest there is).
 */
export function slotWidths(slot: PictureSlot, available: readonly number[]): number[] {
  const { narrowest, widest } = slotCssRange(slot);
  const firstAtLeast = (needed: number) =>
    available.find((width) => width >= needed) ?? Math.max(...available);
  const smallest = firstAtLeast(narrowest);
  const largest = firstAtLeast(widest * largestDensity);
  return available.filter((width) => width >= smallest && width <= largest);
}

/** The page container (app/components/ui/container.tsx): its padding from each viewport up, and its widest. */
const containerPadding = [
  { fromViewport: 1024, px: 64 },
  { fromViewport: 640, px: 48 },
  { fromViewport: 0, px: 32 },
] as const;
const containerMaxWidth = 1280;

/**
 * From a viewport width up, the picture takes `share` of the container's content width after
 * `gaps` pixels of gaps between columns: a third of a three-column grid with gap-6 is
 * `{ fromViewport: 1024, share: 1 / 3, gaps: 48 }`.
 */
export type ColumnShare = { fromViewport: number; share: number; gaps?: number };

const atOrBelow = <T extends { fromViewport: number }>(rules: readonly T[], viewport: number) =>
  [...rules]
    .sort((a, b) => b.fromViewport - a.fromViewport)
    .find((rule) => rule.fromViewport <= viewport) as T;

/** A slot in the page container's columns, the widest rule first or in any order. */
export function containerSlot(columns: readonly ColumnShare[]): PictureSlot {
  const breakpoints = [
    ...new Set([0, ...containerPadding.map((rule) => rule.fromViewport), containerMaxWidth]),
    ...columns.map((column) => column.fromViewport),
  ];
  const widths: SlotWidth[] = [...new Set(breakpoints)]
    .sort((a, b) => b - a)
    .map((fromViewport) => {
      const { px: padding } = atOrBelow(containerPadding, fromViewport);
      const { share, gaps = 0 } = atOrBelow(columns, fromViewport);
      if (fromViewport >= containerMaxWidth) {
        return {
          fromViewport,
          vw: 0,
          px: Math.round((containerMaxWidth - padding - gaps) * share),
        };
      }
      return {
        fromViewport,
        vw: Math.round(100 * share * 1000) / 1000,
        px: -Math.round((padding + gaps) * share),
      };
    });
  // A breakpoint where nothing changes is dropped: the rule below it says the same.
  return {
    widths: widths.filter((width, index) => {
      const below = widths[index + 1];
      return !below || below.vw !== width.vw || below.px !== width.px;
    }),
  };
}

/**
 * The story pages' two-column rows from lg up (gap-16): a half (`lg:grid-cols-2`), the wide and
 * the narrow column of `lg:grid-cols-[3fr_2fr]` or `[2fr_3fr]`; the container's width below lg.
 */
const fromLargeScreens = (share: number) =>
  containerSlot([
    { fromViewport: 0, share: 1 },
    { fromViewport: 1024, share, gaps: 64 },
  ]);
export const halfColumnSlot = fromLargeScreens(1 / 2);
export const narrowColumnSlot = fromLargeScreens(2 / 5);
export const wideColumnSlot = fromLargeScreens(3 / 5);

/**
 * The picture slot of a card in the centred card lists (app/components/catalogue/centred-cards.ts)
 * and in the grids of the same columns (`grid gap-6 sm:grid-cols-2 lg:grid-cols-3` or
 * `lg:grid-cols-4`): two, three or four to a row. Kept here, in the frame every page loads, so a
 * card's picture adds no script file of its own to a page.
 */
export const cardPictureSlots = {
  2: containerSlot([
    { fromViewport: 0, share: 1 },
    { fromViewport: 768, share: 1 / 2, gaps: 24 },
  ]),
  3: containerSlot([
    { fromViewport: 0, share: 1 },
    { fromViewport: 640, share: 1 / 2, gaps: 24 },
    { fromViewport: 1024, share: 1 / 3, gaps: 48 },
  ]),
  4: containerSlot([
    { fromViewport: 0, share: 1 },
    { fromViewport: 640, share: 1 / 2, gaps: 24 },
    { fromViewport: 1024, share: 1 / 4, gaps: 72 },
  ]),
} as const;

/** A person's portrait: a 48 px circle at every viewport (app/components/contact/export-team.tsx). */
export const portraitSlot: PictureSlot = { widths: [{ fromViewport: 0, vw: 0, px: 48 }] };
