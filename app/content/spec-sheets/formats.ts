import type { Brewing, PackingFormat } from './types';

const gramsPerKilogram = 1000;

/** Bulk sacks, by the net kilograms a grade's density fills them with. */
export function paperSacks(fromKg: number, toKg: number): PackingFormat {
  return {
    kind: 'paperSacks',
    container: 'multiwall paper sacks',
    netGrams: { from: fromKg * gramsPerKilogram, to: toKg * gramsPerKilogram },
  };
}

/** Sacks with an aluminium foil liner, for tips and green tea that must keep out light and air. */
export function foilLinedSacks(fromKg: number, toKg: number): PackingFormat {
  return {
    ...paperSacks(fromKg, toKg),
    kind: 'foilLinedSacks',
    container: 'foil-lined multiwall paper sacks',
  };
}

export function foilPouches(fromGrams: number, toGrams: number): PackingFormat {
  return {
    kind: 'foilPouches',
    container: 'foil pouches',
    netGrams: { from: fromGrams, to: toGrams },
  };
}

/** Retail cartons of 25 to 100 tea bags of 2 g. */
export const teaBagCartons: PackingFormat = {
  kind: 'teaBagCartons',
  container: 'cartons of 25 to 100 tea bags of 2 g',
  netGrams: { from: 50, to: 200 },
};

/** 3 g to 250 ml of freshly boiled water, as black tea is cupped. */
export function blackTeaBrewing(
  fromMinutes: number,
  toMinutes: number,
  celsius = { from: 95, to: 100 },
): Brewing {
  return { grams: 3, millilitres: 250, celsius, minutes: { from: fromMinutes, to: toMinutes } };
}

/** Green tea scalds above 85°C: 2.5 g to 250 ml of cooler water. */
export function greenTeaBrewing(fromMinutes: number, toMinutes: number): Brewing {
  return {
    grams: 2.5,
    millilitres: 250,
    celsius: { from: 75, to: 85 },
    minutes: { from: fromMinutes, to: toMinutes },
  };
}
