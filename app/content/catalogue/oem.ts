import type { ProductLinePage } from './product-lines';
import { productLineImage } from './product-lines';
import type { Feature, ServiceStep } from './types';
import { lineTerms } from '../line-terms';

export interface OemPage extends ProductLinePage {
  steps: readonly ServiceStep[];
  capabilities: readonly Feature[];
}

export const oemPage: OemPage = {
  slug: 'oem',
  eyebrow: 'Manufacturing to your specification',
  title: 'OEM',
  metaDescription:
    'OEM Ceylon tea manufacturing in four stages: Initial Consultation, Product Development, Production Planning and Manufacturing & Delivery. Blending, tea bag and pouch packing to your specification.',
  intro: [
    'Our OEM service is for companies that bring their own specification: the blend formula, the bag paper and string, the carton dimensions, the inspection plan. We source the tea, manufacture to that specification on our blending and packing lines in Sri Lanka, and deliver it ready for your distribution.',
    'Because the tea is bought, blended and packed in one place, you deal with one supplier and one set of documents, and every batch can be traced back to the auction lots it came from.',
  ],
  hero: productLineImage('oem', 'A tea bag packing machine filling cartons on a factory line'),
  steps: [
    {
      title: 'Initial Consultation',
      description:
        'We review your specification, volumes, target markets and regulatory needs, and confirm what we will make, to which tolerances, and how it will be tested.',
    },
    {
      title: 'Product Development',
      description:
        'We match the blend to your standard, trial your materials on our machines and send pre-production samples with the test results for your sign-off.',
    },
    {
      title: 'Production Planning',
      description:
        'Tea purchases, packing materials and line time are scheduled against your delivery dates, and the inspection points and release criteria are fixed in writing.',
    },
    {
      title: 'Manufacturing & Delivery',
      description:
        'Each batch is blended, packed, checked for weight, moisture and seal integrity, sampled for retention and shipped FOB Colombo or CIF your port with its certificates.',
    },
  ],
  capabilities: [
    {
      title: 'Blending',
      description:
        'Batch blending of orthodox and CTC teas, with flavouring and the addition of herbs, spices and fruit pieces.',
    },
    {
      title: 'Tea bag lines',
      description:
        'Single- and double-chamber bags, string-and-tag, with or without envelopes, in your paper and print.',
    },
    {
      title: 'Pouch and carton lines',
      description:
        'Foil pouches and cartons filled by weight, nitrogen flushing for delicate teas, and case packing.',
    },
    {
      title: 'Quality laboratory',
      description:
        'Tasting room, moisture and particle-size tests, metal detection on every line and retained samples for each batch.',
    },
  ],
  facts: [
    { label: 'Minimum order', value: lineTerms.oem.minimumOrder },
    { label: 'Lead time', value: lineTerms.oem.leadTime },
    { label: 'Certifications', value: 'ISO 22000, HACCP, GMP and HALAL' },
  ],
  invitation: {
    heading: 'Send us your specification',
    text: 'Share your specification or a sample of the product you make today, and our technical team will arrange an initial consultation.',
    linkLabel: 'Talk to our OEM team',
  },
};
