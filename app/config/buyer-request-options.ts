import type {
  BuyerRequestKind,
  Incoterm,
  PackingFormat,
  QuantityUnit,
} from '../../db/buyer-request-options';

/**
 * What a quote or sample request may say, as stored (db/) and as labelled in English for the
 * operators' e-mails and inbox; the form shows the page's language (request.json `form`).
 */
export {
  buyerRequestKinds,
  incoterms,
  packingFormats,
  quantityUnits,
  sampleCountLimits,
  type BuyerRequestKind,
  type Incoterm,
  type PackingFormat,
  type QuantityUnit,
} from '../../db/buyer-request-options';

export const buyerRequestKindLabels: Record<BuyerRequestKind, string> = {
  quote: 'Quote',
  samples: 'Samples',
};

export const quantityUnitLabels: Record<QuantityUnit, string> = {
  kg: 'kg',
  tonnes: 'tonnes',
};

export const packingFormatLabels: Record<PackingFormat, string> = {
  'paper-sacks': 'Bulk: paper sacks',
  chests: 'Bulk: chests',
  'tea-bags': 'Tea bags',
  'retail-packs': 'Retail packs',
};

export const incotermLabels: Record<Incoterm, string> = {
  'fob-colombo': 'FOB Colombo',
  cfr: 'CFR',
  cif: 'CIF',
};
