import { containerSlot } from '~/features/pictures/picture-slots';

/** A list of cards that wraps, a short last row centred rather than left with a hole. */
export const centredCardList = 'flex flex-wrap justify-center gap-6';

/** Each card's width in a centred list, for two, three or four cards to a row (gap 1.5rem). */
export const centredCardWidths = {
  2: 'w-full md:w-[calc((100%-1.5rem)/2)]',
  3: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
} as const;

/**
 * The picture slot of a full-width card in those lists, and in the grids of the same columns
 * (`grid gap-6 sm:grid-cols-2 lg:grid-cols-3` or `lg:grid-cols-4`).
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
