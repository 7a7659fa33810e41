import type { NewProduct } from './schema';

/** The spec's 8 built-in sample products, spread over the five categories. */
export const sampleProducts: readonly Omit<NewProduct, 'id'>[] = [
  {
    name: 'Ceylon Orange Pekoe',
    category: 'Black Tea',
    description:
      'Long, wiry whole leaves from high-grown Dimbula estates, rolled gently and fired to a bright amber liquor. A clean, brisk cup with a light floral note, made for drinking without milk and for premium loose-leaf ranges.',
    imageUrl: '/images/products/ceylon-orange-pekoe.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Uva Highland BOP',
    category: 'Black Tea',
    description:
      'Broken Orange Pekoe from the eastern slopes of Uva, picked in the dry-wind season of July to September. Coppery liquor, a distinctive mellow brightness and the strength buyers want for breakfast blends and tea bags.',
    imageUrl: '/images/products/uva-highland-bop.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Nuwara Eliya Green Tea',
    category: 'Green Tea',
    description:
      'Steamed and rolled young leaves from estates above 1,800 metres around Nuwara Eliya. A pale golden-green cup with a sweet, grassy finish; brew at 80-85°C for 2-3 minutes.',
    imageUrl: '/images/products/nuwara-eliya-green.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Ceylon Green Tea Gunpowder',
    category: 'Green Tea',
    description:
      'Leaves rolled into tight pellets that unfurl in the pot, sold as GREEN TEA GP. Keeps its freshness in transit and gives a smooth, lightly smoky cup that suits Middle Eastern and North African markets.',
    imageUrl: '/images/products/green-tea-gunpowder.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Ceylon Breakfast Blend',
    category: 'Specialty Blends',
    description:
      'A house blend of Uva BOP for brightness, Kandy BOP for body and a low-grown Ruhuna FBOPF for depth. Strong and malty enough to take milk, consistent from lot to lot for private-label packs.',
    imageUrl: '/images/products/ceylon-breakfast-blend.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Cinnamon Spice Chai',
    category: 'Specialty Blends',
    description:
      'Ceylon black tea with true Sri Lankan cinnamon quills (Cinnamomum verum), cardamom, clove and ginger. Warming and naturally sweet, it brews well in water or simmered in milk.',
    imageUrl: '/images/products/cinnamon-spice-chai.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Lemongrass & Ginger Infusion',
    category: 'Herbal Infusions',
    description:
      'Caffeine-free infusion of sun-dried Sri Lankan lemongrass and ginger root with a touch of pandan leaf. Citrus-bright and gently spiced, for evening menus and wellness ranges.',
    imageUrl: '/images/products/lemongrass-ginger-infusion.jpg',
    price: 'Contact for pricing',
  },
  {
    name: 'Earl Grey Ceylon',
    category: 'Flavored Tea',
    description:
      'Mid-grown Ceylon black tea scented with natural oil of bergamot and finished with cornflower petals. A fragrant, balanced Earl Grey whose Ceylon base stays bright rather than heavy.',
    imageUrl: '/images/products/earl-grey-ceylon.jpg',
    price: 'Contact for pricing',
  },
];
