import type { NumberRange, PackingFormat } from './types';

const gramsPerKilogram = 1000;

function formatWeight(grams: number): string {
  return grams >= gramsPerKilogram ? `${grams / gramsPerKilogram} kg` : `${grams} g`;
}

/** '38-42 kg', '45 kg' or '250 g to 1 kg'. */
export function formatNetWeight({ from, to }: NumberRange): string {
  if (from === to) return formatWeight(from);
  const sameUnit = from >= gramsPerKilogram === to >= gramsPerKilogram;
  if (!sameUnit) return `${formatWeight(from)} to ${formatWeight(to)}`;
  const [lower] = formatWeight(from).split(' ');
  return `${lower}-${formatWeight(to)}`;
}

/** 'Packed for export in multiwall paper sacks of 38-42 kg or foil pouches of 250 g to 1 kg.' */
export function packingSentence(formats: readonly PackingFormat[]): string {
  const listed = formats.map(
    (format) => `${format.container} of ${formatNetWeight(format.netGrams)}`,
  );
  return `Packed for export in ${listed.join(' or ')}.`;
}
