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
