import type { PeriodUnit } from '~/i18n/periods';

/**
 * A legal page's section as its content module lists it: the id its heading and link take, and
 * the keys of its paragraphs, in order. The words are in the page's translation file
 * (`sections.<id>.title`, `sections.<id>.<paragraph>`).
 */
export type LegalSectionKeys = {
  id: string;
  paragraphs: readonly string[];
};

/** A period as a legal page's texts name it in a placeholder. */
export type LegalPeriod = { count: number; unit: PeriodUnit };
