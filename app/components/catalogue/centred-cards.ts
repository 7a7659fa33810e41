/** A list of cards that wraps, a short last row centred rather than left with a hole. */
export const centredCardList = 'flex flex-wrap justify-center gap-6';

/** Each card's width in a centred list, for two, three or four cards to a row (gap 1.5rem). */
export const centredCardWidths = {
  2: 'w-full md:w-[calc((100%-1.5rem)/2)]',
  3: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
} as const;
