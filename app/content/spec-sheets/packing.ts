import type { NumberRange, PackingFormat } from './types';
import { fillPlaceholders } from '~/i18n/fill-placeholders';

const gramsPerKilogram = 1000;

/** How a sheet writes weights: its units and ranges, in a page's language (sheetFacts.json). */
export interface WeightWords {
  g: string;
  kg: string;
  range: string;
  rangeAcrossUnits: string;
}

const englishWeights: WeightWords = {
  g: '{{value}} g',
  kg: '{{value}} kg',
  range: '{{from}}-{{to}}',
  rangeAcrossUnits: '{{from}} to {{to}}',
};

/** '38-42 kg', '45 kg' or '250 g to 1 kg'; in another language, in its words. */
export function formatNetWeight(
  { from, to }: NumberRange,
  words: WeightWords = englishWeights,
): string {
  const unit = (grams: number) => (grams >= gramsPerKilogram ? words.kg : words.g);
  const amount = (grams: number) => (grams >= gramsPerKilogram ? grams / gramsPerKilogram : grams);
  const weight = (grams: number) => fillPlaceholders(unit(grams), { value: amount(grams) });
  if (from === to) return weight(from);
  if (unit(from) !== unit(to)) {
    return fillPlaceholders(words.rangeAcrossUnits, { from: weight(from), to: weight(to) });
  }
  return fillPlaceholders(unit(to), {
    value: fillPlaceholders(words.range, { from: amount(from), to: amount(to) }),
  });
}

/** 'Packed for export in multiwall paper sacks of 38-42 kg or foil pouches of 250 g to 1 kg.' */
export function packingSentence(formats: readonly PackingFormat[]): string {
  const listed = formats.map(
    (format) => `${format.container} of ${formatNetWeight(format.netGrams)}`,
  );
  return `Packed for export in ${listed.join(' or ')}.`;
}
