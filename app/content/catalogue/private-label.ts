import type { ProductLinePage } from './product-lines';
import { productLineImage } from './product-lines';
import type { Feature, ServiceStep } from './types';
import { lineTerms } from '../line-terms';

export interface PrivateLabelPage extends ProductLinePage {
  steps: readonly ServiceStep[];
  formats: readonly Feature[];
}

export const privateLabelPage: PrivateLabelPage = {
  slug: 'private-label',
  eyebrow: 'Your brand, our tea',
  title: 'Private Label',
  metaDescription:
    'Private-label Ceylon tea in three steps: Consultation, Development and Production. Tea bags, foil pouches, tins and boxes in your design, from 5,000 packs per design.',
  intro: [
    'A private label lets you sell Ceylon tea under your own name with none of the cost of a factory. We blend the tea to your taste and price, pack it in the format your customers expect, print your artwork and deliver finished, labelled cartons to your warehouse.',
    'Supermarkets, coffee and tea chains, hotel groups and online shops use our private-label service, from a single blend in one format to ranges of a dozen teas.',
  ],
  hero: productLineImage(
    'private-label',
    'Plain white tea boxes and pouches waiting for a customer’s label, beside a cup of tea',
  ),
  steps: [
    {
      title: 'Consultation',
      description:
        'We learn your market, your customers and your price point, taste your reference teas with you, and agree the formats, pack sizes and the certifications your retailers require.',
    },
    {
      title: 'Development',
      description:
        'Our tasters prepare blend samples for you to approve, and our studio or yours prepares the artwork. We proof every pack, including the ingredient list and the legal text for your country.',
    },
    {
      title: 'Production',
      description:
        'The approved blend is packed on our lines under ISO 22000 and HACCP controls, checked against the retained sample, palletised and shipped with full batch traceability.',
    },
  ],
  formats: [
    {
      title: 'Tea bags',
      description:
        'String-and-tag bags in printed envelopes, or untagged bags, in boxes of 25, 50 or 100.',
    },
    {
      title: 'Foil pouches',
      description: 'Stand-up or flat-bottom pouches with zip, from 50 g to 1 kg, for loose leaf.',
    },
    {
      title: 'Tins and caddies',
      description: 'Printed or labelled tins for premium ranges and gifts.',
    },
    {
      title: 'Carton boxes',
      description:
        'Printed cartons for loose tea or tea bags, with your barcode and shipping marks.',
    },
  ],
  facts: [
    { label: 'Minimum order', value: lineTerms['private-label'].minimumOrder },
    { label: 'Lead time', value: lineTerms['private-label'].leadTime },
    { label: 'Artwork', value: 'Your design, or prepared by our studio for your approval' },
    { label: 'Certifications', value: 'ISO 22000, HACCP, GMP and HALAL' },
  ],
  invitation: {
    heading: 'Start your private label',
    text: 'Send us your idea, your market and an idea of quantity, and we will set up a consultation with our blending and packaging team.',
    linkLabel: 'Book a consultation',
  },
};
