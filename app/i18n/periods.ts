import { numberInWords } from '~/config/retention';
import { defaultLanguage, type Language } from './languages';
import type periods from '~/locales/en/periods.json';

export type PeriodUnit = 'day' | 'year';

/** A language's words for a period, as its `periods.json` gives them (`units.day_few`…). */
export type PeriodTexts = (typeof periods)['units'];

/**
 * A period as a language says it: 'seven days', '7 أيام', '7 дней'. The form is the one the
 * language's grammar gives the number (Intl.PluralRules: Arabic has six, Russian four), as the
 * files name them; English writes small numbers in words, as its pages always have
 * (app/config/retention.ts), the others in figures. A form may leave the number out (Arabic's
 * dual, 'سنتين').
 */
export function periodIn(
  language: Language,
  texts: PeriodTexts,
  count: number,
  unit: PeriodUnit,
): string {
  const forms = texts as Readonly<Record<string, string>>;
  const form = new Intl.PluralRules(language).select(count);
  const text = forms[`${unit}_${form}`] ?? forms[`${unit}_other`] ?? '';
  const number = language === defaultLanguage ? numberInWords(count) : String(count);
  return text.replace(/\{\{\s*count\s*\}\}/g, number);
}
