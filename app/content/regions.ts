import english from '~/locales/en/regions.json' with { type: 'json' };
import type { ElevationClass } from './tea-regions';

/** The Regions page's own text; the regions themselves are in `tea-regions.ts`. */

export const regionsIntro = {
  title: english.intro.title,
  paragraphs: english.intro.paragraphs,
};

const classes: readonly ElevationClass[] = ['High-grown', 'Mid-grown', 'Low-grown'];

/** What each elevation class means, in the order the page shows the classes. */
export const elevationClasses: readonly { name: ElevationClass; description: string }[] =
  classes.map((name) => ({ name, description: english.elevation.classes[name].description }));
