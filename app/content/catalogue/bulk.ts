import { gradeTea } from '~/features/inquiries/tea-choices';
import english from '~/locales/en/catalogue.json' with { type: 'json' };
import { lineFact, productLinePageIn, type ProductLinePage } from './product-line-pages';
import { featuresOf, type Feature } from './types';

export interface BulkPage extends ProductLinePage {
  regions: readonly Feature[];
  manufacture: readonly Feature[];
  grades: readonly Feature[];
  packing: readonly Feature[];
}

const texts = english.bulk;

export const bulkPage: BulkPage = {
  ...productLinePageIn('bulk'),
  regions: featuresOf(texts.regions.items),
  manufacture: featuresOf(texts.manufacture.items),
  grades: featuresOf(texts.grades.items),
  packing: featuresOf(texts.packing.items),
  facts: ['origin', 'minimumQuantity', 'leadTime'].map((id) => lineFact('bulk', id)),
  requestTea: gradeTea('bop'),
};
