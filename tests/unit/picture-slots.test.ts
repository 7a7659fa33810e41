// The widths pictures are made at and offered in, and the `sizes` each layout slot declares:
// whatever the viewport and the screen's density, the browser finds a file at most 1.25 times
// as wide as it shows (decision 019).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardPictureSlots,
  containerSlot,
  halfColumnSlot,
  narrowColumnSlot,
  portraitSlot,
  sizesAttribute,
  slotCssRange,
  slotWidths,
  wideColumnSlot,
  type PictureSlot,
} from '~/features/pictures/picture-slots';
import {
  pictureWidths,
  pictureWidthsUpTo,
  portraitWidths,
} from '~/features/pictures/picture-widths';

/** A drawing's name (pictures/drawings/pages/hero-contact.svg) and a person's portrait's. */
const drawing = 'pages/hero-contact';
const portrait = 'people/export-sales';

/** The width `sizes` gives at a viewport: the first rule whose breakpoint the viewport reaches. */
function shownWidth(slot: PictureSlot, viewport: number): number {
  const rule = slot.widths.find((width) => viewport >= width.fromViewport);
  if (!rule) throw new Error('a slot ends with a rule from viewport 0');
  return (rule.vw / 100) * viewport + rule.px;
}

/** What a browser takes from a srcset: the narrowest file at least as wide as needed, else the widest. */
const chosen = (offered: readonly number[], needed: number) =>
  offered.find((width) => width >= needed) ?? Math.max(...offered);

describe('picture widths', () => {
  it.each([
    ['every picture', pictureWidths],
    ['a portrait', portraitWidths],
  ])('steps by at most 1.25 times, for %s', (_, ladder) => {
    for (let index = 1; index < ladder.length; index += 1) {
      expect(ladder[index]! / ladder[index - 1]!).toBeLessThanOrEqual(1.25);
    }
  });

  it('never enlarges a photograph past its own width, nor repeats a width', () => {
    expect(pictureWidthsUpTo(drawing, Number.POSITIVE_INFINITY)).toEqual([...pictureWidths]);
    expect(pictureWidthsUpTo(drawing, 1000)).toEqual([
      164, 205, 256, 320, 400, 500, 624, 780, 975, 1000,
    ]);
    expect(pictureWidthsUpTo(drawing, 975)).toEqual([164, 205, 256, 320, 400, 500, 624, 780, 975]);
    expect(pictureWidthsUpTo(drawing, 120)).toEqual([120]);
    expect(pictureWidthsUpTo(drawing, 5000)).toEqual([...pictureWidths]);
    expect(pictureWidthsUpTo(portrait, Number.POSITIVE_INFINITY)).toEqual([48, 57, 68, 81, 96]);
    expect(pictureWidthsUpTo(portrait, 70)).toEqual([48, 57, 68, 70]);
  });
});

describe('picture slots', () => {
  it('writes the page container’s columns as a sizes attribute', () => {
    expect(sizesAttribute(narrowColumnSlot)).toBe(
      '(min-width: 1280px) 461px, (min-width: 1024px) calc(40vw - 51px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(sizesAttribute(cardPictureSlots[4])).toBe(
      '(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
    );
    expect(sizesAttribute(containerSlot([{ fromViewport: 0, share: 1 }]))).toBe(
      '(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('knows the narrowest and widest it shows a picture at', () => {
    expect(slotCssRange(narrowColumnSlot)).toEqual({ narrowest: 288, widest: 975 });
  });

  /** Each slot with the picture it shows: a portrait has its own widths. */
  const slots: Record<string, [PictureSlot, string]> = {
    narrowColumnSlot: [narrowColumnSlot, drawing],
    halfColumnSlot: [halfColumnSlot, drawing],
    wideColumnSlot: [wideColumnSlot, drawing],
    twoCards: [cardPictureSlots[2], drawing],
    threeCards: [cardPictureSlots[3], drawing],
    fourCards: [cardPictureSlots[4], drawing],
    portraitSlot: [portraitSlot, portrait],
  };

  it.each(Object.entries(slots))(
    '%s offers a file at most 1.25 times as wide as needed, at every viewport and density',
    (_, [slot, picture]) => {
      const offered = slotWidths(slot, pictureWidthsUpTo(picture, Number.POSITIVE_INFINITY));
      fc.assert(
        fc.property(
          fc.integer({ min: 320, max: 2560 }),
          fc.double({ min: 1, max: 2, noNaN: true }),
          (viewport, density) => {
            const needed = shownWidth(slot, viewport) * density;
            const file = chosen(offered, needed);
            expect(file).toBeGreaterThanOrEqual(Math.min(needed, Math.max(...offered)));
            expect(file).toBeLessThanOrEqual(Math.max(needed * 1.25, offered[0]!));
          },
        ),
      );
    },
  );

  it('serves a card of a three-column row on a wide desktop at density 2 with no step above it', () => {
    const threeCards = cardPictureSlots[3];
    for (const viewport of [1280, 1920, 2560]) {
      const needed = shownWidth(threeCards, viewport) * 2;
      expect(chosen(slotWidths(threeCards, pictureWidths), needed) / needed).toBeLessThan(1.02);
    }
  });

  it('offers a photograph only the widths it has', () => {
    expect(slotWidths(narrowColumnSlot, pictureWidthsUpTo(drawing, 700))).toEqual([
      320, 400, 500, 624, 700,
    ]);
  });
});
