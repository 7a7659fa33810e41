import type { ContactInvitation, Fact, Illustration } from './types';
import type common from '~/locales/en/common.json';
import { lineTerms } from '../line-terms';

/** The five product lines, in the order of the tabs on /products. */
export const productLineSlugs = ['adra', 'bulk', 'special', 'private-label', 'oem'] as const;
export type ProductLineSlug = (typeof productLineSlugs)[number];

/** The spec opens /products on the Adra tab. */
export const defaultProductLineSlug: ProductLineSlug = 'adra';

/** What a product line's tab on /products shows. */
export interface ProductLine {
  slug: ProductLineSlug;
  /** The line's name, as the site's menu has it (app/locales/<language>/common.json `nav`). */
  tabLabel: keyof (typeof common)['nav'];
  path: `/products/${ProductLineSlug}`;
  heading: string;
  description: string;
  highlights: readonly string[];
  image: Illustration;
}

/** The parts every product-line page has; each page module adds its own sections. */
export interface ProductLinePage {
  slug: ProductLineSlug;
  eyebrow: string;
  title: string;
  metaDescription: string;
  intro: readonly string[];
  hero: Illustration;
  /** Ordering terms: minimum quantities, lead times, formats, documents. */
  facts: readonly Fact[];
  invitation: ContactInvitation;
  /** The tea 'Request a Quote' and 'Request Samples' start with (app/features/inquiries/tea-choices.ts). */
  requestTea?: string;
}

/** The illustration of a product line, shown on its tab and at the top of its page. */
export function productLineImage(slug: ProductLineSlug, alt: string): Illustration {
  return { src: `/images/catalogue/lines/${slug}.jpg`, alt };
}

export const productLines: readonly ProductLine[] = [
  {
    slug: 'adra',
    tabLabel: 'Adra Product',
    path: '/products/adra',
    heading: 'Adra, our own Ceylon tea brand',
    description:
      'Adra is the retail brand we blend, pack and seal ourselves in Sri Lanka, so the tea on the shelf is the tea that left the estate. Seven collections cover fruit and herbal blends, single-region teas, colour-coded caddies, tea bags in boxes of 100 and 25, and gift packs, all ready for distributors and shops that want a finished Ceylon brand.',
    highlights: [
      'Seven collections, from Leaf of Island loose leaf to gift tins',
      'Packed in Sri Lanka in foil pouches, caddies and enveloped tea bags',
      'Brews in 3-5 minutes, as printed on every pack',
    ],
    image: productLineImage(
      'adra',
      'Adra tea caddies and a foil pouch beside a cup of amber Ceylon tea',
    ),
  },
  {
    slug: 'bulk',
    tabLabel: 'Bulk Tea',
    path: '/products/bulk',
    heading: 'Bulk Ceylon tea for blenders and packers',
    description:
      'Orthodox and CTC black teas and Ceylon green tea, bought at the Colombo auction and from estates in Nuwara Eliya, Uva, Dimbula, Kandy and Ruhuna, then tasted, matched to your standard and shipped in multiwall paper sacks of 25 to 60 kg. Each shipment is matched against an approved pre-shipment sample.',
    highlights: [
      'Leaf, broken and fannings grades from every tea region',
      'Multiwall paper sacks of 25-60 kg, palletised for 20 ft and 40 ft containers',
      `From one pallet per grade, shipped ${lineTerms.bulk.leadTime}`,
    ],
    image: productLineImage(
      'bulk',
      'Stacked multiwall paper sacks of Ceylon tea with a scoop of black leaf',
    ),
  },
  {
    slug: 'special',
    tabLabel: 'Special Tea',
    path: '/products/special',
    heading: 'Special teas made in small lots',
    description:
      'Silver Tips and Golden Tips plucked as single buds, hand-rolled green tea pearls, high-grown Flowery Pekoe and spiced and flavoured blends. These are the teas a hotel, a tea room or a gift retailer builds a menu around, made in small lots and packed in tins, wooden chests or foil pouches.',
    highlights: [
      'Silver Tips, Golden Tips, green tea pearls and spice blends',
      'Small lots from high-grown estates, batch-numbered on the pack',
      'Tins, wooden chests and nitrogen-flushed foil pouches',
    ],
    image: productLineImage(
      'special',
      'A tin of Ceylon Silver Tips with pale buds spilling onto a linen cloth',
    ),
  },
  {
    slug: 'private-label',
    tabLabel: 'Private Label',
    path: '/products/private-label',
    heading: 'Your brand, packed with Ceylon tea',
    description:
      'We blend to your taste profile, pack in the format your market expects and print your artwork, so you sell Ceylon tea under your own name without running a factory. Three steps take you from a first conversation to sealed cartons: Consultation, Development and Production.',
    highlights: [
      'Tea bags, foil pouches, tins and carton boxes in your design',
      'Blends matched to your sample and approved by you before production',
      'Made under ISO 22000, HACCP, GMP and HALAL certification',
    ],
    image: productLineImage(
      'private-label',
      'Unbranded tea boxes and pouches ready for a private label',
    ),
  },
  {
    slug: 'oem',
    tabLabel: 'OEM',
    path: '/products/oem',
    heading: 'OEM manufacturing to your specification',
    description:
      'For brands and packers who already know what they want: we manufacture to your specification, from the blend and the bag paper to the carton and the shipping mark. Four stages run from Initial Consultation and Product Development to Production Planning and Manufacturing & Delivery.',
    highlights: [
      'Blending, tea bag and pouch packing lines under one roof',
      'Specifications, tolerances and tests agreed in writing',
      'Delivered FOB Colombo or CIF your port',
    ],
    image: productLineImage('oem', 'A tea bag packing line with cartons of finished tea bags'),
  },
];

export function findProductLine(slug: string | null): ProductLine | undefined {
  return productLines.find((line) => line.slug === slug);
}
