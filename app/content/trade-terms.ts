import { gradeSpecFactsByName } from './spec-sheets/grade-spec-sheets';

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
/** The groups' ids, which name them in the translation files (tradeTerms.json `sackGroups`). */
export type SackGroupId = 'leaf' | 'broken' | 'fannings';

export type SackFill = {
  id: SackGroupId;
  group: string;
  grades: readonly string[];
  netKilograms: Range;
};

const sackGroups = [
  { id: 'leaf', group: 'Leaf grades', grades: ['OPA', 'OP', 'OP 1', 'PEKOE', 'PEKOE 1'] },
  {
    id: 'broken',
    group: 'Broken and flowery grades',
    grades: ['BOP 1', 'BOP', 'BOPA', 'BOP1A', 'FBOP', 'FBOPF', 'FBOPF 1', 'FBOPSP'],
  },
  {
    id: 'fannings',
    group: 'Fannings and green tea',
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
  netKilograms: sackRangeOfGrades(group.grades),
}));

/** The lightest and the heaviest sack we ship, as the Bulk Tea page states them. */
export const sackNetKilograms: Range = {
  from: Math.min(...sackFills.map((fill) => fill.netKilograms.from)),
  to: Math.max(...sackFills.map((fill) => fill.netKilograms.to)),
};

/** A packing format and the net weight each unit holds. */
export type PackingFormatId = 'sacks' | 'chests' | 'teaBags' | 'retail';
export type PackingFormat = {
  id: PackingFormatId;
  name: string;
  netWeight: string;
  description: string;
};

export const packingFormats: readonly PackingFormat[] = [
  {
    id: 'sacks',
    name: 'Multiwall paper sacks',
    netWeight: `${formatRange(sackNetKilograms)} kg by grade`,
    description:
      'Three- or four-ply kraft paper with a food-grade polyethylene or aluminium foil liner, printed with grade, lot, net weight and your shipping mark. For bulk tea of every grade.',
  },
  {
    id: 'chests',
    name: 'Foil-lined chests',
    netWeight: '5–30 kg',
    description:
      'Wooden chests lined with aluminium foil, for whole-leaf grades and special teas such as Silver Tips that must not be crushed.',
  },
  {
    id: 'teaBags',
    name: 'Tea bags',
    netWeight: 'Boxes of 25, 50 or 100 bags of 2 g',
    description:
      'String-and-tag bags in printed envelopes, or untagged bags, packed in export cartons. Other bag weights on request.',
  },
  {
    id: 'retail',
    name: 'Retail packs',
    netWeight: 'Foil pouches of 25 g to 1 kg; tins and caddies of 50 to 250 g',
    description:
      'Nitrogen-flushed foil pouches, tins, caddies and carton boxes, under our Adra brand or your own label.',
  },
];

/**
 * The packing formats with their texts in a language (tradeTerms.json `packingFormats`), the
 * sacks' net weight filled in from the sack fills.
 */
export function packingFormatsIn(
  texts: Readonly<Record<PackingFormatId, Omit<PackingFormat, 'id'>>>,
): PackingFormat[] {
  return packingFormats.map(({ id }) => ({
    id,
    ...texts[id],
    netWeight: texts[id].netWeight.replace('{{range}}', formatRange(sackNetKilograms)),
  }));
}

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

export const smallerLots =
  'Lots from one pallet (20 sacks) up travel less than container load (LCL), consolidated in Colombo with other cargo for your port. Special teas and urgent small lots go by air freight.';

/** An Incoterms 2020 rule as we quote it: who pays for what, and where the risk passes. */
export type Incoterm = {
  code: 'FOB' | 'CFR' | 'CIF';
  name: string;
  quotedAs: string;
  weArrange: string;
  youArrange: string;
  riskPasses: string;
};

const riskOnBoardInColombo =
  'To you when the tea is on board the vessel in the port of Colombo, as under FOB.';

export const incoterms: readonly Incoterm[] = [
  {
    code: 'FOB',
    name: 'Free On Board',
    quotedAs: 'FOB Colombo',
    weArrange:
      'Packing and marking, haulage to the port, export clearance with the Sri Lanka Tea Board and Customs, and loading on board.',
    youArrange:
      'Ocean freight, insurance, unloading, import clearance and duties at your port, and delivery onward.',
    riskPasses: 'To you when the tea is on board the vessel in the port of Colombo.',
  },
  {
    code: 'CFR',
    name: 'Cost and Freight',
    quotedAs: 'CFR your port',
    weArrange: 'Everything under FOB, and the ocean freight to your port.',
    youArrange:
      'Insurance for the voyage, unloading charges at your port, import clearance and duties.',
    riskPasses: `${riskOnBoardInColombo} Insure the voyage yourself.`,
  },
  {
    code: 'CIF',
    name: 'Cost, Insurance and Freight',
    quotedAs: 'CIF your port',
    weArrange:
      'Everything under CFR, and cargo insurance for 110% of the invoice value on Institute Cargo Clauses (C), the cover Incoterms 2020 require; all-risks cover (A) on request.',
    youArrange: 'Unloading charges at your port, import clearance and duties.',
    riskPasses: `${riskOnBoardInColombo} You claim under the policy we take out.`,
  },
];

export const incotermsNote =
  'Terms follow the International Chamber of Commerce’s Incoterms 2020. Prices are in US dollars, per kilogram net for bulk tea and per carton for packed tea; euros on request. For containers handed over at the Colombo container yard we also quote FCA Colombo.';

/** A way of paying, and when it applies. */
export type PaymentTermId = 'letterOfCredit' | 'transfer' | 'cashAgainstDocuments';
export type PaymentTerm = { id: PaymentTermId; name: string; description: string };

export const paymentTerms: readonly PaymentTerm[] = [
  {
    id: 'letterOfCredit',
    name: 'Irrevocable letter of credit at sight',
    description:
      'Opened by your bank under UCP 600 and advised through our bank in Colombo; we are paid on presenting the shipping documents. Confirmation by a second bank, where we ask for it, is at your cost.',
  },
  {
    id: 'transfer',
    name: 'Telegraphic transfer (T/T) with advance',
    description:
      '30% in advance on order confirmation, and the balance against a scanned copy of the bill of lading, before we release the original documents.',
  },
  {
    id: 'cashAgainstDocuments',
    name: 'Cash against documents (CAD)',
    description:
      'Documents sent through the banks under URC 522 and released to you when you pay. For buyers with a record of regular orders with us.',
  },
];

export const paymentNote =
  'Each side pays its own bank’s charges. The written quotation or contract for an order states which of these terms applies.';

/** A document that travels with a shipment, and who issues it ('the Sri Lanka Tea Board'). */
export type ExportDocumentId =
  | 'invoice'
  | 'packingList'
  | 'billOfLading'
  | 'origin'
  | 'phytosanitary'
  | 'teaBoard'
  | 'insurance'
  | 'analysis'
  | 'halal'
  | 'fumigation';
export type ExportDocument = {
  id: ExportDocumentId;
  name: string;
  issuedBy: string;
  description: string;
};

export const documentsWithEveryShipment: readonly ExportDocument[] = [
  {
    id: 'invoice',
    name: 'Commercial invoice',
    issuedBy: 'us',
    description: 'Grades, lots, net weights, prices and the Incoterm of the sale.',
  },
  {
    id: 'packingList',
    name: 'Packing list',
    issuedBy: 'us',
    description: 'Every package by mark and lot, with its net and gross weight.',
  },
  {
    id: 'billOfLading',
    name: 'Bill of lading or air waybill',
    issuedBy: 'the shipping line or airline',
    description:
      'The carrier’s receipt for the tea: a bill of lading by sea, an air waybill by air.',
  },
  {
    id: 'origin',
    name: 'Certificate of origin',
    issuedBy: 'the Department of Commerce or a chamber of commerce in Colombo',
    description:
      'States that the tea is of Sri Lankan origin; in the preferential form where a trade agreement lowers your duty.',
  },
  {
    id: 'phytosanitary',
    name: 'Phytosanitary certificate',
    issuedBy: 'the National Plant Quarantine Service of the Department of Agriculture',
    description: 'Certifies that the consignment was inspected and is free of plant pests.',
  },
  {
    id: 'teaBoard',
    name: 'Tea Board quality certificate',
    issuedBy: 'the Sri Lanka Tea Board',
    description:
      'Every export of Ceylon tea is tasted and checked by the Tea Board against the ISO 3720 standard before it may leave. The Board’s lion logo may appear only on packs of 100% Ceylon tea packed in Sri Lanka, such as Adra and the private-label packs we fill; tea shipped in bulk and blended abroad cannot carry it.',
  },
];

export const documentsOnRequest: readonly ExportDocument[] = [
  {
    id: 'insurance',
    name: 'Insurance certificate',
    issuedBy: 'our insurer',
    description: 'With every CIF shipment; the cover described under CIF above.',
  },
  {
    id: 'analysis',
    name: 'Certificate of analysis',
    issuedBy: 'an accredited laboratory',
    description:
      'Pesticide residues against the limits of your market, heavy metals, moisture and microbiology.',
  },
  {
    id: 'halal',
    name: 'HALAL certificate',
    issuedBy: 'our HALAL certification body',
    description: 'For the consignment, as buyers in the Middle East and South-East Asia require.',
  },
  {
    id: 'fumigation',
    name: 'Fumigation certificate and consular legalisation',
    issuedBy: 'a licensed fumigator, and your country’s embassy in Colombo',
    description: 'Where your country’s import rules ask for them.',
  },
];

/** What we send before and after an order, and on what terms. */
export type SampleRuleId = 'offer' | 'preShipment' | 'preProduction' | 'retained';
export type SampleRule = { id: SampleRuleId; name: string; description: string };

export const samplePolicy: readonly SampleRule[] = [
  {
    id: 'offer',
    name: 'Offer samples',
    description:
      'Up to 10 samples of 100 g each per request, free of charge, sent by courier within three working days. We pay the courier for a first request; after that we use your courier account.',
  },
  {
    id: 'preShipment',
    name: 'Pre-shipment sample',
    description:
      'Drawn from the packed lot and sent for your approval before the tea is shipped, so you can match it against the offer sample.',
  },
  {
    id: 'preProduction',
    name: 'Pre-production samples',
    description:
      'For private-label and OEM orders: the blend in your pack, with its test results, for your sign-off before production starts.',
  },
  {
    id: 'retained',
    name: 'Retained sample',
    description:
      'Kept from every shipment for two years, so any question about a lot can be settled against the tea itself.',
  },
];
