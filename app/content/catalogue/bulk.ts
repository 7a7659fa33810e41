import { gradeTea } from '~/features/inquiries/tea-choices';
import type { ProductLinePage } from './product-lines';
import { productLineImage } from './product-lines';
import type { Feature } from './types';
import { lineTerms } from '../line-terms';

export interface BulkPage extends ProductLinePage {
  regions: readonly Feature[];
  manufacture: readonly Feature[];
  grades: readonly Feature[];
  packing: readonly Feature[];
}

export const bulkPage: BulkPage = {
  slug: 'bulk',
  eyebrow: 'For blenders, packers and importers',
  title: 'Bulk Tea',
  metaDescription:
    'Bulk Ceylon black and green tea from every growing region, orthodox and CTC, shipped in multiwall paper sacks of 25-60 kg, from one pallet per grade to full 20 ft and 40 ft containers.',
  intro: [
    'We buy made tea at the weekly Colombo auction and directly from estates and bought-leaf factories, taste every lot in our own tasting room, and put together shipments that match the standard you approved. Whether you fill tea bags in Hamburg, pack loose tea in Dubai or blend for a supermarket in Santiago, the tea arrives as it left Colombo: sealed, sampled and documented.',
    'Send us a reference sample or describe the cup you want, and we will offer the grades and regions that match it, with a price per kilogram FOB Colombo or CIF your port.',
  ],
  hero: productLineImage(
    'bulk',
    'Multiwall paper sacks of Ceylon tea stacked on a pallet beside a tasting bowl of black leaf',
  ),
  regions: [
    {
      title: 'Nuwara Eliya',
      description:
        'The highest district, above 1,800 m. Light, golden, fragrant liquor with a brisk finish; at its best from January to April.',
    },
    {
      title: 'Uva',
      description:
        'The eastern slopes, 900 to 1,600 m. Dry July to September winds give a mellow, distinctive cup with a hint of wintergreen.',
    },
    {
      title: 'Dimbula',
      description:
        'Western slopes from 1,100 m. Full-flavoured yet refreshing teas with a bright, coppery liquor, best from January to March.',
    },
    {
      title: 'Kandy',
      description:
        'Mid-grown, 650 to 1,300 m, where Ceylon tea began. Strong, full-bodied and bright, a dependable base for milk blends.',
    },
    {
      title: 'Ruhuna and Sabaragamuwa',
      description:
        'Low-grown, below 600 m. Large, black, well-twisted leaf and a dark, sweet, malty cup, favoured in the Middle East and Russia.',
    },
  ],
  manufacture: [
    {
      title: 'Orthodox',
      description:
        'Withered leaf is rolled, which twists it and releases its juices, then oxidised, fired and sorted into leaf, broken and fannings grades. Most Ceylon tea is made this way; it gives the varied, aromatic cups the island is known for.',
    },
    {
      title: 'CTC',
      description:
        'Crush, tear, curl: rollers cut the leaf into small, even granules that brew fast and strong. A smaller share of Ceylon tea is made by CTC, mostly in the low country, and it suits tea bags and strong milk tea.',
    },
  ],
  grades: [
    {
      title: 'Leaf grades',
      description:
        'OPA, OP, OP 1, PEKOE and PEKOE 1: long or curled whole leaf for a light, clear, aromatic cup and for loose-tea packs.',
    },
    {
      title: 'Broken grades',
      description:
        'BOP, BOP 1, BOPA, BOP1A and FBOP: smaller broken leaf for a stronger, quicker cup and the body of most breakfast blends.',
    },
    {
      title: 'Flowery and fannings grades',
      description:
        'FBOPF, FBOPF 1, FBOPSP and BOP Fannings: tippy low-grown specials and fine fannings for strong, fast-brewing tea bags.',
    },
    {
      title: 'Green tea',
      description:
        'GREEN TEA GP and GREEN TEA FANNINGS: unoxidised Ceylon green tea, steamed or pan-fired, for loose packs and green tea bags.',
    },
  ],
  packing: [
    {
      title: 'Multiwall paper sacks, 25-60 kg',
      description:
        'Three- or four-ply kraft paper with a food-grade polyethylene or aluminium foil liner, sewn or heat-sealed, printed with grade, lot, net weight and your shipping mark. Leaf grades fill lighter sacks; fannings fill heavier ones.',
    },
    {
      title: 'Palletised container loads',
      description:
        'Sacks stacked on fumigated or heat-treated pallets and stretch-wrapped, loaded into 20 ft or 40 ft dry containers with moisture absorbers for the voyage.',
    },
    {
      title: 'Samples before and after',
      description:
        'An offer sample for approval, a pre-shipment sample drawn from the packed lot, and a retained sample we keep for two years in case a question arises.',
    },
  ],
  facts: [
    { label: 'Origin', value: 'Ceylon (Sri Lanka), region stated per lot' },
    { label: 'Minimum quantity', value: lineTerms.bulk.minimumOrder },
    { label: 'Lead time', value: lineTerms.bulk.leadTime },
  ],
  invitation: {
    heading: 'Ask for an offer',
    text: 'Tell us the grades or the cup you need, the quantity per shipment and your port, and we will come back with samples and prices.',
    linkLabel: 'Request a bulk offer',
  },
  requestTea: gradeTea('bop'),
};
