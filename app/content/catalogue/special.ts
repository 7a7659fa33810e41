import { collectionItemTea } from '~/features/inquiries/tea-choices';
import english from '~/locales/en/catalogue.json' with { type: 'json' };
import { lineFact, productLinePageIn, type ProductLinePage } from './product-line-pages';
import { featuresOf, type Feature } from './types';

export interface SpecialPage extends ProductLinePage {
  teas: readonly Feature[];
  packing: readonly Feature[];
}

const texts = english.special;

export const specialPage: SpecialPage = {
  ...productLinePageIn('special'),
  teas: featuresOf(texts.teas.items),
  packing: featuresOf(texts.packing.items),
  facts: ['lotSizes', 'minimumOrder', 'leadTime', 'samples'].map((id) => lineFact('special', id)),
  requestTea: collectionItemTea('special-tea', 'silver-tips-rose'),
};
