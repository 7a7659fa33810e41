import type { TeaType } from './types';

/** One requirement a standard (or the company) sets, as the sheet prints it. */
export interface QualityFigure {
  characteristic: string;
  requirement: string;
}

export interface QualityStandard {
  /** 'ISO 3720:2011', or the company's own where no standard applies. */
  reference: string;
  title: string;
  /** What the figures are measured on, and what the standard does not set. */
  basis: string;
  figures: readonly QualityFigure[];
}

/** The ash, extract and fibre figures ISO 3720 and ISO 11287 share, on dry matter. */
const sharedTeaFigures: readonly QualityFigure[] = [
  { characteristic: 'Water extract', requirement: 'at least 32 % m/m' },
  { characteristic: 'Total ash', requirement: '4.0 to 8.0 % m/m' },
  { characteristic: 'Water-soluble ash', requirement: 'at least 45 % of total ash' },
  { characteristic: 'Alkalinity of water-soluble ash', requirement: '1.0 to 3.0 % m/m as KOH' },
  { characteristic: 'Acid-insoluble ash', requirement: 'at most 1.0 % m/m' },
  { characteristic: 'Crude fibre', requirement: 'at most 16.5 % m/m' },
];

const dryMatterBasis = 'Figures on dry matter.';

/** Neither standard sets a moisture limit, so the sheet states ours as ours. */
export const moistureCharacteristic = 'Moisture, loss in mass at 103°C (our limit)';

export const moistureLimits: Readonly<Record<TeaType, string>> = {
  black: 'at most 5.0 % m/m when packed',
  green: 'at most 5.0 % m/m when packed',
  herbal: 'at most 10.0 % m/m when packed',
};

export const qualityStandards: Readonly<Record<TeaType, QualityStandard>> = {
  black: {
    reference: 'ISO 3720:2011',
    title: 'Black tea: definition and basic requirements',
    basis: `${dryMatterBasis} ISO 3720 sets no moisture limit.`,
    figures: sharedTeaFigures,
  },
  green: {
    reference: 'ISO 11287:2011',
    title: 'Green tea: definition and basic requirements',
    basis: `${dryMatterBasis} ISO 11287 sets no moisture limit.`,
    figures: [
      ...sharedTeaFigures,
      { characteristic: 'Total polyphenols', requirement: 'at least 11 % m/m' },
      { characteristic: 'Total catechins', requirement: 'at least 7 % m/m' },
      { characteristic: 'Catechins to polyphenols', requirement: 'a ratio of at least 0.5' },
    ],
  },
  herbal: {
    reference: 'No ISO tea standard',
    title: 'Herbal infusions contain no tea leaf',
    basis:
      'ISO 3720 and ISO 11287 apply to tea (Camellia sinensis) only; this infusion is checked against our own limits.',
    figures: [],
  },
};

/** The origin of a sheet whose facts name no tea region: herbs grow outside the tea country. */
export const originOutsideTeaRegions = 'Sri Lanka: grown by smallholders, not in a tea region';

/** Months from packing, in the sealed pack, kept as `storage` says. */
export const shelfLifeMonths: Readonly<Record<TeaType, number>> = {
  black: 36,
  green: 24,
  herbal: 24,
};

export const storage =
  'Keep sealed, cool (below 25°C) and dry (below 65 % relative humidity), off the floor and away from light and strong odours.';
