import type { CompanyFacts } from './schema';

// What buyers say: on Home.

export const testimonials: CompanyFacts['testimonials'] = [
  {
    id: 'hamburg-importer',
    name: 'Katrin Vogel',
    role: 'Head of Tea Buying, Hanseatic tea importer, Hamburg',
    content:
      'Their high-grown Dimbula BOP arrives exactly as the pre-shipment sample promised: bright, brisk and coloury. After six seasons it is the backbone of our breakfast blend.',
    rating: 5,
    initial: 'K',
    color: '#1f4d33',
    sample: true,
  },
  {
    id: 'dubai-hospitality',
    name: 'Omar Al-Mansoori',
    role: 'Procurement Director, hotel group, Dubai',
    content:
      'We moved our private-label tea bags to them three years ago. The Ruhuna FBOPF gives the rich, sweet cup our guests expect, and every container has come with full documents on time.',
    rating: 5,
    initial: 'O',
    color: '#a65a2a',
    sample: true,
  },
  {
    id: 'melbourne-retailer',
    name: 'Sophie Tran',
    role: 'Owner, specialty tea shop, Melbourne',
    content:
      'The Uva and Nuwara Eliya single-estate teas sell themselves once customers taste them. Small retail orders are handled with the same care as the big ones; I only wish the seasonal flush teas lasted longer.',
    rating: 4.5,
    initial: 'S',
    color: '#6e3512',
    sample: true,
  },
];
