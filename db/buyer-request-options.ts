/** What a quote or sample request may say (issue 15), as stored; app/config labels them. */
export const buyerRequestKinds = ['quote', 'samples'] as const;
export type BuyerRequestKind = (typeof buyerRequestKinds)[number];

export const quantityUnits = ['kg', 'tonnes'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

export const packingFormats = ['paper-sacks', 'chests', 'tea-bags', 'retail-packs'] as const;
export type PackingFormat = (typeof packingFormats)[number];

export const incoterms = ['fob-colombo', 'cfr', 'cif'] as const;
export type Incoterm = (typeof incoterms)[number];

/** A sample request asks for this many 100 g samples at most. */
export const sampleCountLimits = { min: 1, max: 10 } as const;
