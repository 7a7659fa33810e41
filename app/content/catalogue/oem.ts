import english from '~/locales/en/catalogue.json' with { type: 'json' };
import { lineFact, productLinePageIn, type ProductLinePage } from './product-line-pages';
import { featuresOf, type Feature, type ServiceStep } from './types';

export interface OemPage extends ProductLinePage {
  steps: readonly ServiceStep[];
  capabilities: readonly Feature[];
}

const texts = english.oem;

export const oemPage: OemPage = {
  ...productLinePageIn('oem'),
  steps: featuresOf(texts.steps.items),
  capabilities: featuresOf(texts.capabilities.items),
  facts: ['minimumOrder', 'leadTime', 'certifications'].map((id) => lineFact('oem', id)),
};
