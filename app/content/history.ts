import type { ProseSection, Quotation, StoryFigure } from './prose';

/** The History page: how black tea came about and how Ceylon became a tea island. */

export const blackTeaHistory: ProseSection = {
  id: 'black-tea-history',
  title: 'Black Tea History',
  paragraphs: [
    'Tea was drunk in China for well over a thousand years before Europe tasted it, almost all of it green. Black tea, leaf left to oxidise fully before it is fired, appeared in the Wuyi Mountains of Fujian in the seventeenth century. The Chinese call it red tea, after the colour of its liquor; it travelled well, and it was the tea the Dutch and English traders shipped home.',
    'In Britain tea became fashionable at court after Catherine of Braganza married Charles II in 1662, and by the eighteenth century the East India Company’s tea trade was one of the largest businesses in the world. The search for a source outside China led to the native Assam tea plant in India in the 1820s and, in time, to the hills of Ceylon.',
  ],
};

export const plantationFoundation: ProseSection = {
  id: 'foundation-of-black-tea-plantations',
  title: 'Foundation of Black tea plantations',
  paragraphs: [
    'In the mid-nineteenth century Ceylon was a coffee island. Then, from 1869, a leaf disease caused by the coffee rust fungus Hemileia vastatrix spread from estate to estate. Through the 1870s and 1880s it destroyed the crop, and planters faced ruin unless they found something else to grow on their hills.',
    'Tea had been grown experimentally at the Peradeniya botanic gardens since 1824, but it was a Scottish planter, James Taylor, who showed it could be an industry. In 1867 he planted 19 acres of tea at Loolecondera estate near Kandy, rolled the leaf by hand on his bungalow veranda and fired it over clay stoves. In 1872 he built a fully equipped factory, and in 1873 the first 23 pounds of Ceylon tea were sold in London.',
    'The planters cleared the coffee bushes and planted tea. The first Colombo tea auction was held in 1883, and by the end of the century Ceylon was one of the world’s great tea producers. Thomas Lipton, the Glasgow grocer, bought Dambatenne and neighbouring estates in Uva in 1890 and sold his tea “direct from the tea garden to the teapot”, making Ceylon tea a household name.',
    'The tea kept its name when Ceylon became Sri Lanka in 1972. Today the Sri Lanka Tea Board’s lion logo marks tea grown and packed on the island, and the industry that James Taylor began on 19 acres supports hundreds of thousands of estate workers and smallholders across seven tea-growing regions.',
  ],
};

export type HistoryMilestone = {
  year: string;
  event: string;
};

export const historyMilestones: readonly HistoryMilestone[] = [
  { year: '1824', event: 'A tea plant from China is planted at the Peradeniya botanic gardens.' },
  { year: '1867', event: 'James Taylor plants 19 acres of tea at Loolecondera estate near Kandy.' },
  {
    year: '1869',
    event: 'Coffee rust, Hemileia vastatrix, is first recorded on the island’s coffee estates.',
  },
  { year: '1873', event: 'The first 23 pounds of Ceylon tea are sold in London.' },
  { year: '1883', event: 'The first public tea auction is held in Colombo.' },
  {
    year: '1890',
    event: 'Thomas Lipton buys Dambatenne estate in Uva and takes Ceylon tea to the world.',
  },
  {
    year: '1925',
    event: 'The Tea Research Institute is founded to study the crop and its manufacture.',
  },
  { year: '1972', event: 'Ceylon becomes Sri Lanka; its tea keeps the name Ceylon tea.' },
];

export const historyFigures: readonly StoryFigure[] = [
  {
    src: '/images/pages/history-loolecondera.jpg',
    alt: 'A planter’s bungalow with a deep veranda above the first tea fields at Loolecondera, 1867',
    caption:
      'Loolecondera, near Kandy, 1867: James Taylor rolled his first leaf by hand on a bungalow veranda like this one. An illustration.',
  },
  {
    src: '/images/pages/history-plantations.jpg',
    alt: 'A multi-storey hill-country tea factory above its estate, with a plucker in the foreground',
    caption:
      'By the end of the century factories like this stood above estates that had grown coffee: withering lofts upstairs, rollers and dryers below. An illustration.',
  },
];

/** Lipton's slogan, which the 'Foundation' text quotes: the words that sold Ceylon tea. */
export const liptonSlogan: Quotation = {
  text: 'Direct from the tea garden to the teapot',
  author: 'Thomas Lipton',
  source: 'advertising slogan for his Ceylon tea, 1890s',
};
