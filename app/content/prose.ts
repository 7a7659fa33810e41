/** A titled block of running text, the shape every story page's prose takes. */
export type ProseSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
};

/** The small line icons the story pages draw beside pillars, benefits and quality blocks. */
export type IconName =
  | 'leaf'
  | 'people'
  | 'handshake'
  | 'heart'
  | 'shield'
  | 'spark'
  | 'cup'
  | 'droplet'
  | 'sprout'
  | 'gauge';

/** An illustration on a story page with the caption printed under it. */
export type StoryFigure = {
  src: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
  /** What it tells the reader, for everyone. */
  caption: string;
};

/** Words quoted from a real person or document, never made up, with where they come from. */
export type Quotation = {
  text: string;
  /** Who said or wrote it. */
  author: string;
  /** The work, occasion or date, set as a citation. */
  source: string;
};
