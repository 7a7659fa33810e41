import { FramedImage } from '~/components/pages/framed-image';
import type { StoryFigure } from '~/content/prose';
import type { PictureSlot } from '~/features/pictures/picture-slots';

/** A framed illustration with its caption beneath, read as one figure. */
export function CaptionedFigure({
  figure,
  slot,
  className = '',
}: {
  figure: StoryFigure;
  /** Where the page's layout shows it. */
  slot: PictureSlot;
  className?: string;
}) {
  return (
    <figure className={className}>
      <FramedImage src={figure.src} alt={figure.alt} slot={slot} />
      <figcaption className="mt-4 border-s-2 border-copper-500 ps-4 text-sm leading-relaxed text-ink/75">
        {figure.caption}
      </figcaption>
    </figure>
  );
}
