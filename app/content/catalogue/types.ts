/** Shapes shared by the catalogue's content modules and the components that render them. */

/** A picture (its steady address, decision 019) and what it shows. */
export interface Illustration {
  src: string;
  alt: string;
}

/**
 * A titled paragraph: a benefit, a capability, a packing format. `id` is its key in its page's
 * group of the `catalogue` translation files, where its words are in every language.
 */
export interface Feature {
  id: string;
  title: string;
  description: string;
}

/** One numbered stage of a service (Private Label, OEM), by its key as a feature has it. */
export type ServiceStep = Feature;

/** One line of a specification table, such as 'Minimum order: On request'. */
export interface Fact {
  label: string;
  value: string;
}

/** How to brew a collection's teas; every value is shown exactly as written. */
export interface BrewingGuide {
  temperature: string;
  time: string;
  note: string;
}

/** The closing call to action of a catalogue page; it always leads to /contact. */
export interface ContactInvitation {
  heading: string;
  text: string;
  linkLabel: string;
}

/** A group of titled paragraphs as a translation file has them, by key. */
export type FeatureTexts = Readonly<Record<string, { title: string; description: string }>>;

/** A group's titled paragraphs as features, in the order of the English file. */
export function featuresOf(texts: FeatureTexts): Feature[] {
  return Object.entries(texts).map(([id, words]) => ({ id, ...words }));
}
