import type { Illustration } from './types';

/**
 * The six premium collections as cards: what the home page and /products show before a
 * visitor opens a collection. Kept apart from the collections' items so the pages that only
 * show the cards do not ship every item's text to the browser.
 */
export const premiumCollectionSlugs = [
  'herbal-tea',
  'black-tea',
  'green-tea',
  'special-tea',
  'flavoured-tea',
  'adra-tea',
] as const;
export type PremiumCollectionSlug = (typeof premiumCollectionSlugs)[number];

/** Spec §3 'Collection card': id (the slug), title, description, link (the path), bgColor, image. */
export interface PremiumCollectionCard {
  slug: PremiumCollectionSlug;
  /** The card title; the collection's page is titled '<title> Collection'. */
  title: string;
  description: string;
  /** Tailwind background class of the card. */
  bgColor: string;
  image: Illustration;
  path: `/products/premium/${PremiumCollectionSlug}`;
}

function cardImage(slug: PremiumCollectionSlug, alt: string): Illustration {
  return { src: `/images/catalogue/collections/${slug}.jpg`, alt };
}

/** In the order the products page shows them. */
export const premiumCollectionCards: readonly PremiumCollectionCard[] = [
  {
    slug: 'herbal-tea',
    title: 'Herbal Tea',
    description:
      'Caffeine-free infusions from Sri Lankan gardens: Ceylon cinnamon, lemongrass, moringa, gotu kola, beli mal and more.',
    bgColor: 'bg-tea-100',
    image: cardImage(
      'herbal-tea',
      'A glass cup of golden herbal infusion among lemongrass, ginger and cinnamon quills',
    ),
    path: '/products/premium/herbal-tea',
  },
  {
    slug: 'black-tea',
    title: 'Black Tea',
    description:
      'Ten orthodox black tea grades, from curled Pekoe to tippy FBOPSP and the BOP Fannings of the tea bag.',
    bgColor: 'bg-copper-100',
    image: cardImage(
      'black-tea',
      'A porcelain cup of coppery black tea beside a scoop of twisted black leaf',
    ),
    path: '/products/premium/black-tea',
  },
  {
    slug: 'green-tea',
    title: 'Green Tea',
    description:
      'Ceylon green tea as rolled Gunpowder pellets and fine fannings, fresh, grassy and lightly sweet.',
    bgColor: 'bg-tea-50',
    image: cardImage(
      'green-tea',
      'A glass cup of pale green tea beside a dish of rolled Gunpowder pellets',
    ),
    path: '/products/premium/green-tea',
  },
  {
    slug: 'special-tea',
    title: 'Special Tea',
    description:
      'Our signature Silver Tips and rose blend, made in small lots from hand-plucked buds.',
    bgColor: 'bg-cream-200',
    image: cardImage(
      'special-tea',
      'An open tin of silver tea buds and rose petals beside a cup of pale golden tea',
    ),
    path: '/products/premium/special-tea',
  },
  {
    slug: 'flavoured-tea',
    title: 'Flavoured Tea',
    description:
      'Twelve Ceylon teas with fruit, flowers and spice, from Earl Grey and soursop to jasmine green.',
    bgColor: 'bg-cream-100',
    image: cardImage(
      'flavoured-tea',
      'Black tea with orange peel, strawberry and cornflower petals beside a cup of amber tea',
    ),
    path: '/products/premium/flavoured-tea',
  },
  {
    slug: 'adra-tea',
    title: 'ADRA Tea',
    description: 'Six favourites of our own ADRA brand, packed in Sri Lanka for shops and hotels.',
    bgColor: 'bg-tea-200',
    image: cardImage(
      'adra-tea',
      'ADRA tea boxes, a caddy and a foil pouch beside a cup of amber Ceylon tea',
    ),
    path: '/products/premium/adra-tea',
  },
];
