import { collectionItemTea } from '~/features/inquiries/tea-choices';
import type { ProductLinePage } from './product-lines';
import { productLineImage } from './product-lines';
import type { Feature } from './types';
import { lineTerms } from '../line-terms';

export interface SpecialPage extends ProductLinePage {
  teas: readonly Feature[];
  packing: readonly Feature[];
}

export const specialPage: SpecialPage = {
  slug: 'special',
  eyebrow: 'Small lots, made by hand',
  title: 'Special Tea',
  metaDescription:
    'Ceylon Silver Tips, Golden Tips, hand-rolled green tea pearls, Flowery Pekoe and spice blends, made in small lots and packed in tins, wooden chests and foil pouches.',
  intro: [
    'Some teas are not made by the tonne. Silver Tips are single unopened buds, plucked at dawn and dried in the shade; a skilled plucker gathers a few hundred grams a day. Golden Tips, hand-rolled pearls and the flowery grades of the low country are made in the same spirit: small lots, separate from the factory’s main run, and graded by hand.',
    'We source these teas from a handful of estates we have worked with for years and pack them in formats that protect fragile leaf: rigid tins, wooden chests and nitrogen-flushed foil pouches.',
  ],
  hero: productLineImage(
    'special',
    'Silver Tips in an open tin beside a glass cup of pale golden tea',
  ),
  teas: [
    {
      title: 'Silver Tips',
      description:
        'Unopened buds covered in fine silver down, withered and dried without rolling. A pale, honeyed cup; brew at 75-80°C for 3-4 minutes.',
    },
    {
      title: 'Golden Tips',
      description:
        'Buds that have been lightly oxidised until they turn golden. Sweet, smooth and gently malty, with a bright amber liquor.',
    },
    {
      title: 'Green tea pearls',
      description:
        'Young leaf rolled by hand into tight pearls that unfurl in the cup. Fresh, slightly grassy and sweet; several infusions from one measure.',
    },
    {
      title: 'Flowery Pekoe and tippy grades',
      description:
        'Low-grown FBOPF and FBOPSP grades rich in golden tip: a dark, sweet, full cup that buyers in the Middle East prize.',
    },
    {
      title: 'Spice and flower blends',
      description:
        'Ceylon tea blended with true Ceylon cinnamon, cardamom, clove, rose petals or jasmine, to recipes made for hotels and tea rooms.',
    },
  ],
  packing: [
    {
      title: 'Tins and caddies',
      description: 'Rigid tins of 50 to 250 g with an inner lid, so buds and pearls arrive whole.',
    },
    {
      title: 'Wooden chests',
      description:
        'Hand-finished wooden chests for gift and hospitality ranges, with a foil-lined inner pack.',
    },
    {
      title: 'Foil pouches',
      description:
        'Nitrogen-flushed, resealable foil pouches from 25 g upward for retail and sampling.',
    },
  ],
  facts: [
    { label: 'Lot sizes', value: 'Small, seasonal lots; availability confirmed with each offer' },
    { label: 'Minimum order', value: lineTerms.special.minimumOrder },
    { label: 'Lead time', value: lineTerms.special.leadTime },
    { label: 'Samples', value: 'Sent on request before every order' },
  ],
  invitation: {
    heading: 'Plan a special tea menu',
    text: 'Tell us about your guests or your shelf, and we will suggest teas, send samples and quote for the format you choose.',
    linkLabel: 'Ask about special teas',
  },
  requestTea: collectionItemTea('special-tea', 'silver-tips-rose'),
};
