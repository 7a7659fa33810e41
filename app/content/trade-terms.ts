import { gradeSpecFactsByName } from './spec-sheets/grade-spec-sheets';
import {
  containers as containerTexts,
  documents as documentTexts,
  incoterms as incotermTexts,
  packingFormats as packingTexts,
  payment as paymentTexts,
  sackGroups as sackGroupNames,
  samples as sampleTexts,
} from '~/locales/en/tradeTerms.json';

/**
 * How we sell for export: packing and net weights, container loads, minimum orders, lead times,
 * Incoterms, payment, documents and samples. The one source of these terms: the Trade Terms
 * page shows them all; each line's minimum order and lead time, which the product lines' pages
 * and the product pages show too, are in app/content/line-terms.ts. The written quotation or
 * contract for an order confirms them
 * (app/content/terms.ts, 'Product Information Is Not an Offer').
 */

/** A range of whole numbers, such as 25 to 35 kg. */
export type Range = { from: number; to: number };

/** '25–35' for a range. */
export function formatRange({ from, to }: Range): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/**
 * One group of grades and what a multiwall paper sack of it holds. Sacks are all of one size,
 * so the net weight follows the leaf: bold leaf grades are light for their volume, fannings
 * heavy. Together the groups name each of the sixteen grades once.
 */
export type SackFill = {
  id: keyof typeof sackGroupNames;
  group: string;
  grades: readonly string[];
  netKilograms: Range;
};

const sackGroups = [
  { id: 'leaf', grades: ['OPA', 'OP', 'OP 1', 'PEKOE', 'PEKOE 1'] },
  {
    id: 'broken',
    grades: ['BOP 1', 'BOP', 'BOPA', 'BOP1A', 'FBOP', 'FBOPF', 'FBOPF 1', 'FBOPSP'],
  },
  {
    id: 'fannings',
    grades: ['BOP Fannings', 'GREEN TEA GP', 'GREEN TEA FANNINGS'],
  },
] as const;

/** The sack weights of a group's grades, taken from their spec sheets so the two never differ. */
function sackRangeOfGrades(gradeNames: readonly string[]): Range {
  const kilograms = gradeNames.flatMap((name) =>
    (gradeSpecFactsByName(name)?.packing ?? [])
      .filter((format) => format.container.endsWith('sacks'))
      .flatMap((format) => [format.netGrams.from / 1000, format.netGrams.to / 1000]),
  );
  return { from: Math.min(...kilograms), to: Math.max(...kilograms) };
}

export const sackFills: readonly SackFill[] = sackGroups.map((group) => ({
  ...group,
  group: sackGroupNames[group.id],
  netKilograms: sackRangeOfGrades(group.grades),
}));

/** The lightest and the heaviest sack we ship, as the Bulk Tea page states them. */
export const sackNetKilograms: Range = {
  from: Math.min(...sackFills.map((fill) => fill.netKilograms.from)),
  to: Math.max(...sackFills.map((fill) => fill.netKilograms.to)),
};

/** A packing format and the net weight each unit holds. */
export type PackingFormat = {
  id: keyof typeof packingTexts;
  name: string;
  netWeight: string;
  description: string;
};

/** The texts of a packing format in a language (app/locales/<language>/tradeTerms.json). */
export function packingFormatsIn(texts: typeof packingTexts): PackingFormat[] {
  return (Object.keys(texts) as (keyof typeof packingTexts)[]).map((id) => ({
    id,
    ...texts[id],
    netWeight: texts[id].netWeight.replace('{{range}}', formatRange(sackNetKilograms)),
  }));
}

export const packingFormats: readonly PackingFormat[] = packingFormatsIn(packingTexts);

/**
 * A full container load (FCL) of sacks on pallets. Each group's net load is the sacks times
 * that group's net weight per sack.
 */
export type ContainerLoad = {
  name: string;
  /** The container's length in feet, which its name in every language gives. */
  feet: 20 | 40;
  pallets: number;
  sacksPerPallet: number;
  /** The most cargo the container may carry, in kilograms: no grade's load may exceed it. */
  maximumPayloadKilograms: number;
};

export const containerLoads: readonly ContainerLoad[] = [
  { name: '20 ft FCL', feet: 20, pallets: 10, sacksPerPallet: 20, maximumPayloadKilograms: 28_000 },
  { name: '40 ft FCL', feet: 40, pallets: 20, sacksPerPallet: 20, maximumPayloadKilograms: 26_500 },
];

export function sacksPerContainer(load: ContainerLoad): number {
  return load.pallets * load.sacksPerPallet;
}

/** The net tonnes of one group of grades that fill the container, as a range. */
export function containerTonnes(load: ContainerLoad, fill: SackFill): Range {
  const sacks = sacksPerContainer(load);
  return {
    from: (sacks * fill.netKilograms.from) / 1000,
    to: (sacks * fill.netKilograms.to) / 1000,
  };
}

export const smallerLots = containerTexts.smallerLots;

/** An Incoterms 2020 rule as we quote it: who pays for what, and where the risk passes. */
export type Incoterm = {
  code: 'FOB' | 'CFR' | 'CIF';
  name: string;
  quotedAs: string;
  weArrange: string;
  youArrange: string;
  riskPasses: string;
};

const incotermCodes = ['FOB', 'CFR', 'CIF'] as const;

export const incoterms: readonly Incoterm[] = incotermCodes.map((code) => ({
  code,
  ...incotermTexts.terms[code],
}));

export const incotermsNote = incotermTexts.note;

/** A way of paying, and when it applies. */
export type PaymentTerm = { name: string; description: string };

export type PaymentTermId = keyof typeof paymentTexts.terms;

export const paymentTerms: readonly (PaymentTerm & { id: PaymentTermId })[] = (
  Object.keys(paymentTexts.terms) as PaymentTermId[]
).map((id) => ({ id, ...paymentTexts.terms[id] }));

export const paymentNote = paymentTexts.note;

/** A document that travels with a shipment, and who issues it ('the Sri Lanka Tea Board'). */
export type ExportDocumentId = keyof typeof documentTexts.items;
export type ExportDocument = {
  id: ExportDocumentId;
  name: string;
  issuedBy: string;
  description: string;
};

function exportDocuments(ids: readonly ExportDocumentId[]): ExportDocument[] {
  return ids.map((id) => ({ id, ...documentTexts.items[id] }));
}

export const documentsWithEveryShipment: readonly ExportDocument[] = exportDocuments([
  'invoice',
  'packingList',
  'billOfLading',
  'origin',
  'phytosanitary',
  'teaBoard',
]);

export const documentsOnRequest: readonly ExportDocument[] = exportDocuments([
  'insurance',
  'analysis',
  'halal',
  'fumigation',
]);

/** What we send before and after an order, and on what terms. */
export type SampleRule = { name: string; description: string };

export type SampleRuleId = keyof typeof sampleTexts;

export const samplePolicy: readonly (SampleRule & { id: SampleRuleId })[] = (
  Object.keys(sampleTexts) as SampleRuleId[]
).map((id) => ({ id, ...sampleTexts[id] }));
