import { collectionItemTea } from '~/features/inquiries/tea-choices';
import type { ProductLinePage } from './product-lines';
import { productLineImage } from './product-lines';
import type { BrewingGuide, Illustration } from './types';
import { lineTerms } from '../line-terms';

/** One of the seven Adra collections (spec §3: id, title, description, bgColor, image). */
export interface AdraCollection {
  id: number;
  title: string;
  description: string;
  /** Tailwind background class of the collection's panel. */
  bgColor: string;
  image: Illustration;
}

export interface AdraPage extends ProductLinePage {
  collections: readonly AdraCollection[];
  brewing: BrewingGuide;
}

function collectionImage(file: string, alt: string): Illustration {
  return { src: `/images/catalogue/adra/${file}.jpg`, alt };
}

export const adraPage: AdraPage = {
  slug: 'adra',
  eyebrow: 'Our own brand',
  title: 'Adra Products',
  metaDescription:
    'Adra, our own Ceylon tea brand: seven collections of fruit, herbal, regional and gift teas, packed in Sri Lanka and brewed in 3-5 minutes.',
  intro: [
    'Adra is the brand we put our own name behind. Every pack is blended, filled and sealed in our factory in Sri Lanka within weeks of the tea leaving the estate, which is why it carries the Lion logo of the Sri Lanka Tea Board for tea that is 100% Ceylon and packed in the country.',
    'The seven collections below are sold to distributors, supermarkets, hotels and gift retailers. Each is available in mixed cartons so a first order can test several lines in one shipment.',
  ],
  hero: productLineImage(
    'adra',
    'Adra tea caddies, a foil pouch and a box of tea bags around a cup of amber Ceylon tea',
  ),
  collections: [
    {
      id: 1,
      title: 'Fruit',
      description:
        'Ceylon black tea blended with real fruit pieces and natural flavour: soursop, mango, passion fruit, strawberry and peach. Bright in the cup, good iced, and the line our distributors reorder most.',
      bgColor: 'bg-copper-100',
      image: collectionImage(
        'fruit',
        'Black tea with pieces of mango, strawberry and soursop beside a glass of iced tea',
      ),
    },
    {
      id: 2,
      title: 'Leaf of Island',
      description:
        'The classic whole-leaf and broken grades of the island as loose tea: long wiry OPA, OP1 and Pekoe for a clear, fragrant cup, and BOP for a brisk one. Packed in resealable foil pouches of 100 and 200 g.',
      bgColor: 'bg-tea-100',
      image: collectionImage(
        'leaf-of-island',
        'Long twisted Ceylon tea leaves in a foil pouch with a fresh two-leaves-and-a-bud sprig',
      ),
    },
    {
      id: 3,
      title: 'Herbal',
      description:
        'Caffeine-free infusions of herbs and spices that grow in Sri Lanka: Ceylon cinnamon, lemongrass, ginger, moringa, gotu kola and beli mal. Steep them longer than tea, five minutes or more, with water just off the boil.',
      bgColor: 'bg-tea-50',
      image: collectionImage(
        'herbal',
        'Lemongrass, ginger root and cinnamon quills around a glass cup of golden herbal infusion',
      ),
    },
    {
      id: 4,
      title: 'Color',
      description:
        'Teas chosen for the colour of their cup and packed in caddies of the same colour: ruby Uva black tea, jade green tea, golden turmeric, crimson hibiscus and the deep blue of butterfly pea flower.',
      bgColor: 'bg-cream-200',
      image: collectionImage(
        'color',
        'A row of coloured tea caddies with cups of ruby, jade, golden, crimson and blue infusions',
      ),
    },
    {
      id: 5,
      title: 'Regional',
      description:
        'One region to a pack, so the buyer tastes the difference elevation makes: delicate Nuwara Eliya, brisk Uva, mellow Dimbula, full Kandy and the dark, sweet low-grown teas of Ruhuna and Sabaragamuwa.',
      bgColor: 'bg-cream-100',
      image: collectionImage(
        'regional',
        'Five tea caddies labelled by region before terraced tea hills',
      ),
    },
    {
      id: 6,
      title: '100 & 25 Bag',
      description:
        'Our everyday Ceylon black, green and Earl Grey in string-and-tag tea bags, each sealed in its own envelope, in boxes of 100 for households and hotels and boxes of 25 for shelves and hampers.',
      bgColor: 'bg-tea-100',
      image: collectionImage(
        'tea-bags',
        'Boxes of 100 and 25 tea bags with enveloped string-and-tag bags in front',
      ),
    },
    {
      id: 7,
      title: 'Gift',
      description:
        'Assortments for corporate gifts and festive seasons: wooden chests of enveloped tea bags, sets of three caddies, and tins of Silver Tips and Regional teas, ready to ship with your greeting card if you wish.',
      bgColor: 'bg-copper-100',
      image: collectionImage('gift', 'A wooden gift chest of tea with caddies and a copper ribbon'),
    },
  ],
  brewing: {
    temperature: 'Freshly boiled water, 95-100°C (203-212°F)',
    time: '3-5 minutes',
    note: 'Use one tea bag or a level teaspoon (about 2 g) of leaf for a 200 ml cup. Three minutes gives a bright cup to drink plain; five gives a strong one that takes milk.',
  },
  facts: [
    { label: 'Origin', value: '100% Ceylon tea, blended and packed in Sri Lanka' },
    {
      label: 'Formats',
      value:
        'Foil pouches of 50, 100 and 200 g; 100 g caddies; boxes of 25 and 100 enveloped tea bags; gift chests',
    },
    { label: 'Shelf life', value: '24 months from packing in the sealed pack' },
    { label: 'Minimum order', value: lineTerms.adra.minimumOrder },
    { label: 'Lead time', value: lineTerms.adra.leadTime },
  ],
  invitation: {
    heading: 'Stock Adra in your market',
    text: 'Tell us your country, your channel and the collections you are interested in, and our export team will send the price list, the carton specifications and samples.',
    linkLabel: 'Contact our export team',
  },
  requestTea: collectionItemTea('adra-tea', 'adra-premium-ceylon-100-bags'),
};
