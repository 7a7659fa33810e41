import english from '~/locales/en/catalogue.json' with { type: 'json' };
import { lineFact, productLinePageIn, type ProductLinePage } from './product-line-pages';
import { featuresOf, type Feature, type ServiceStep } from './types';

export interface PrivateLabelPage extends ProductLinePage {
  steps: readonly ServiceStep[];
  formats: readonly Feature[];
}

const texts = english['private-label'];

export const privateLabelPage: PrivateLabelPage = {
  ...productLinePageIn('private-label'),
  steps: featuresOf(texts.steps.items),
  formats: featuresOf(texts.formats.items),
  facts: ['minimumOrder', 'leadTime', 'artwork', 'certifications'].map((id) =>
    lineFact('private-label', id),
  ),
};
