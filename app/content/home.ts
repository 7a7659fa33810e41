import type { Resources } from '~/i18n/resources';

/**
 * What the home page shows, section by section, apart from the parts other pages share: the
 * pictures, links and colours. Its words are in the `home` translation files.
 */
type HomeTexts = Resources['home'];

/**
 * A slide of the hero. Its words are in the `home` translation files
 * (`hero.slides.<id>`: title, subtitle, description, button, imageAlt).
 */
export type HeroSlide = {
  id: keyof HomeTexts['hero']['slides'];
  buttonLink: `/${string}`;
  /** Tint laid over the intro video behind this slide's text. */
  bgColor: string;
  imageUrl: string;
};

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'hill-country',
    buttonLink: '/tea-process',
    bgColor: '#0d1f15',
    imageUrl: '/images/pages/hero-tea-hills.jpg',
  },
  {
    id: 'collections',
    buttonLink: '/products',
    bgColor: '#2b160a',
    imageUrl: '/images/pages/hero-tea-collection.jpg',
  },
];

/**
 * The hero's background film: muted, looping, with a soft ambient track the visitor may unmute.
 * Its poster, the first frame, is the page's largest picture: AVIF (9 KB) where the browser takes
 * it, WebP (15 KB) where not; both made by scripts/make-intro-video.sh.
 */
export const introVideo = {
  webm: '/video/intro.webm',
  mp4: '/video/intro.mp4',
  poster: { avif: '/video/intro-poster.avif', webp: '/video/intro-poster.webp' },
  width: 960,
  height: 540,
} as const;

/**
 * Home's figures of the company: the number, and the key of its label in the `home` translation
 * files (`quality.highlights.<id>`).
 */
export const qualityHighlights = [
  { id: 'years', value: '70+' },
  { id: 'countries', value: '50+' },
  { id: 'grades', value: '16' },
] as const;

/**
 * The eight stages of orthodox manufacture, in the short form the home page shows; their words
 * are in the `home` translation files (`process.steps.<id>`).
 */
export const flowchartSteps = [
  { id: 'plucking', color: '#2f7a4f' },
  { id: 'withering', color: '#4d7d3a' },
  { id: 'rolling', color: '#6f7f3a' },
  { id: 'disruption', color: '#8c7a33' },
  { id: 'oxidation', color: '#c0733a' },
  { id: 'firing', color: '#a65a2a' },
  { id: 'sorting', color: '#8a4519' },
  { id: 'packaging', color: '#6e3512' },
] as const;

/** A grade card on the home page; its words are in the `home` files (`grades.cards.<id>`). */
export type HomeTeaGrade = {
  id: keyof HomeTexts['grades']['cards'];
  /** The colour of the liquor, for the swatch. */
  swatch: string;
  /**
   * The card's picture: the true-scale dry leaf of one of the sixteen grades (its slug in
   * app/content/tea-grades.ts), as the Tea Grades page shows it, or a drawing of the card's own.
   * FOP has its own: it is no grade of the Colombo nomenclature that app/content/grade-particles.ts
   * cites, so there are no published sizes to draw it at.
   */
  picture: { grade: string } | { drawing: string };
};

export const homeTeaGrades: readonly HomeTeaGrade[] = [
  { id: 'orange-pekoe', swatch: '#c98a2e', picture: { grade: 'op' } },
  { id: 'broken-orange-pekoe', swatch: '#9c3f1d', picture: { grade: 'bop' } },
  {
    id: 'flowery-orange-pekoe',
    swatch: '#d9a441',
    picture: { drawing: '/images/pages/grade-flowery-orange-pekoe.jpg' },
  },
];
