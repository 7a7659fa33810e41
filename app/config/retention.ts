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

/** A period as the pages and e-mails say it: (7, 'day') is 'seven days'. */
export function periodInWords(count: number, unit: 'day' | 'year'): string {
  return `${numberWords[count] ?? String(count)} ${unit}${count === 1 ? '' : 's'}`;
}
