import type { IconName, ProseSection, StoryFigure } from './prose';

/** Corporate social responsibility: the three pillars (home page and CSR page) and the CSR page's text. */

export type CsrPillar = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
};

export const csrPillars: readonly CsrPillar[] = [
  {
    id: 'environmental-stewardship',
    title: 'Environmental Stewardship',
    description:
      'Contour planting, shade trees and organic compost protect the thin hill-country soil from monsoon rains, and our reforestation has put more than 50,000 native trees back on estate land.',
    icon: 'leaf',
  },
  {
    id: 'community-development',
    title: 'Community Development',
    description:
      'We support estate schools, scholarships, clean water and clinics for the families who pluck and make our tea, many of whom have lived on the same estates for generations.',
    icon: 'people',
  },
  {
    id: 'ethical-sourcing',
    title: 'Ethical Sourcing',
    description:
      'We buy from estates and smallholders who pay fair wages and are audited against the Ethical Tea Partnership’s standards, and we can trace every lot back to its garden.',
    icon: 'handshake',
  },
];

export const csrApproach: ProseSection = {
  id: 'approach',
  title: 'Our Approach',
  paragraphs: [
    'Tea is a crop of a century. A bush planted today will still be plucked by the grandchildren of the people who planted it, on slopes that must hold their soil through two monsoons a year. Responsibility in tea is therefore practical: look after the land, the water and the families of the estate, or there will be no tea.',
    'We treat social and environmental work as part of how we make tea, not as a separate programme. Every initiative below is run with the estate managers, the workers’ committees and the local health and education authorities, and measured each year.',
  ],
};

export const environmentalSustainability = {
  title: 'Environmental Sustainability',
  /** The reforestation count, set large beside the text. */
  treesPlanted: { figure: '50,000+', label: 'trees planted on abandoned and eroded estate land' },
  figure: {
    src: '/images/pages/csr-reforestation.jpg',
    alt: 'Young native trees planted along a stream below terraced tea',
    caption:
      'Native trees along a stream and shade trees among the bushes hold the soil through the monsoons and keep the water clear. An illustration.',
  } satisfies StoryFigure,
  intro:
    'Sri Lanka’s tea grows on steep land in one of the world’s biodiversity hotspots. We farm it to keep the soil on the hills and the streams below them clean.',
  points: [
    {
      id: 'organic-farming',
      title: 'Organic Farming',
      description:
        'Part of our land is certified organic, fed with compost, cattle manure and prunings instead of synthetic fertiliser, and protected by shade trees and natural predators in place of chemical pesticides. The rest follows integrated pest management, with spraying only when scouting shows it is needed.',
    },
    {
      id: 'reforestation',
      title: 'Reforestation',
      description:
        'Since we began replanting abandoned and eroded land, more than 50,000 trees have been planted: native species along streams and ridges, and shade trees such as Grevillea and Albizia among the tea. They hold the soil, shelter birds and cool the bushes.',
    },
    {
      id: 'certifications',
      title: 'Certifications',
      description:
        'Our factory is ISO, HACCP, GMP and HALAL certified, so buyers can check independently how our tea is handled from withering loft to sealed sack. Our estates are audited against the Ethical Tea Partnership’s standards.',
    },
    {
      id: 'carbon-footprint',
      title: 'Carbon Footprint',
      description:
        'Firing takes most of a tea factory’s energy. Our dryers burn sustainably grown fuelwood from estate plantations rather than oil, and we measure the factory’s energy per kilo of made tea each year so that every improvement shows.',
    },
  ],
} as const;

export const communityImpact = {
  title: 'Community Impact',
  figure: {
    src: '/images/pages/csr-community.jpg',
    alt: 'An estate school among the tea, with a flowering tree beside it',
    caption:
      'An estate pre-school: where the children of the families who pluck our tea start their schooling. An illustration.',
  } satisfies StoryFigure,
  intro:
    'Many estate families descend from the Tamil workers brought from South India in the nineteenth century, and estate life still shapes their schooling and health care. We invest where it makes the most difference.',
  programmes: [
    {
      id: 'education-programs',
      title: 'Education Programs',
      description:
        'Pre-schools on our estates, school supplies at the start of each year, scholarships for A-level and university students, and English and computer classes that open jobs beyond the estate.',
    },
    {
      id: 'healthcare-initiatives',
      title: 'Healthcare Initiatives',
      description:
        'Estate dispensaries with visiting doctors, maternal and child health clinics run with the public health midwives, clean drinking water schemes, and regular eye and dental camps for workers and their families.',
    },
  ],
} as const;
