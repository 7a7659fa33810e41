/**
 * How long the site keeps what visitors send it. The retention job (app/features/privacy/retention.server.ts)
 * deletes by these numbers and the privacy page (app/content/privacy.ts) states them, so the two
 * cannot disagree.
 */
export const retention = {
  /**
   * A contact message, or a quote or sample request, is deleted this many years after it arrived,
   * with its e-mails and their `.eml` copies; an `.eml` copy whose e-mail went some other way
   * (unsubscribing, say) is deleted this many years after it was written.
   */
  contactMessageYears: 2,
  /**
   * A newsletter signup nobody confirmed is deleted this many days after its latest
   * confirmation e-mail, which is also how long the link in that e-mail works.
   */
  unconfirmedSignupDays: 7,
} as const;

const numberWords = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A number as English prose writes it: 7 is 'seven', 13 is '13'. */
export function numberInWords(count: number): string {
  return numberWords[count] ?? String(count);
}

/**
 * A period as the English pages and e-mails say it: (7, 'day') is 'seven days'. Every language's
 * pages say it through app/i18n/periods.ts, which gives English the same words.
 */
export function periodInWords(count: number, unit: 'day' | 'year'): string {
  return `${numberInWords(count)} ${unit}${count === 1 ? '' : 's'}`;
}
