import { portraitFolder } from '~/features/pictures/picture-widths';
import type { CompanyFacts } from './schema';

// The people who answer buyers: on Contact and beside the request form.

export const people: CompanyFacts['people'] = [
  {
    id: 'export-sales',
    name: 'Dilani Perera',
    role: 'Export Sales Manager',
    languages: ['English', 'Sinhala', 'Russian'],
    email: 'dilani.perera@lankahillstea.lk',
    looksAfter: 'Bulk tea, quotations and samples for importers and packers',
    sample: true,
  },
  {
    id: 'private-label',
    name: 'Rizwan Hameed',
    role: 'Private Label and OEM Manager',
    languages: ['English', 'Tamil', 'Arabic'],
    email: 'rizwan.hameed@lankahillstea.lk',
    looksAfter: 'Your own brand: blends, packs, artwork and OEM production',
    sample: true,
  },
];

/**
 * The steady address of a person's picture: pictures/drawings/people/<id>.svg, a stand-in made by
 * scripts/make-page-images.ts, which the company's photograph of the same name under
 * pictures/photographs replaces (pictures/README.md). Until it does, the card shows initials.
 */
export function personPicture(person: { id: string }): string {
  return `/images/${portraitFolder}/${person.id}.jpg`;
}
