/** Shapes shared by the catalogue's content modules and the components that render them. */

/** A local illustration, with the intrinsic size the page reserves for it. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A titled paragraph: a benefit, a capability, a packing format. */
export interface Feature {
  title: string;
  description: string;
}

/** One numbered stage of a service (Private Label, OEM). */
export interface ServiceStep {
  title: string;
  description: string;
}

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

/** Sizes every catalogue illustration is drawn at, so layouts can reserve the space. */
export const cardImageSize = { width: 800, height: 600 } as const;
export const heroImageSize = { width: 1200, height: 800 } as const;
