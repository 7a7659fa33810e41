import { Picture } from '~/components/ui/picture';
import type { PictureSlot } from '~/features/pictures/picture-slots';

/** The figure's box: the container's width on a phone, 448 px (max-w-md) from 480 px up. */
const gradeLeafSlot: PictureSlot = {
  widths: [
    { fromViewport: 480, vw: 0, px: 448 },
    { fromViewport: 0, vw: 100, px: -32 },
  ],
};

export interface GradeLeaf {
  image: string;
  color: string;
  /** How to read the picture, in the page's language ('Dry leaf of OPA, drawn at…'). */
  caption: string;
}

/**
 * A grade's dry leaf on its spec sheet, the page's first picture. The sheet's 'Dry leaf' entry
 * says in words what it shows, so the picture itself stays silent and the caption says how to
 * read it: at the one scale of every grade picture, beside a millimetre rule.
 */
export function GradeLeafFigure({ leaf }: { leaf: GradeLeaf }) {
  return (
    <figure data-testid="grade-leaf">
      <div className="overflow-hidden rounded-3xl" style={{ backgroundColor: leaf.color }}>
        <Picture
          src={leaf.image}
          alt=""
          slot={gradeLeafSlot}
          priority
          placeholderColor={leaf.color}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <figcaption className="mt-3 text-sm leading-snug text-ink/75 italic">
        {leaf.caption}
      </figcaption>
    </figure>
  );
}
