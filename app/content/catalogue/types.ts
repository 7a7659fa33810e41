/** Shapes shared by the catalogue's content modules and the components that render them. */

/** A picture (its steady address, decision 019) and what it shows. */
export interface Illustration {
  src: string;
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
