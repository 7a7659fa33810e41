import { FramedImage } from '~/components/pages/framed-image';
import type { StoryFigure } from '~/content/prose';

/** A framed illustration with its caption beneath, read as one figure. */
export function CaptionedFigure({
  figure,
  className = '',
}: {
  figure: StoryFigure;
  className?: string;
}) {
  return (
    <figure className={className}>
      <FramedImage src={figure.src} alt={figure.alt} width={figure.width} height={figure.height} />
      <figcaption className="mt-4 border-l-2 border-copper-500 pl-4 text-sm leading-relaxed text-ink/75">
        {figure.caption}
      </figcaption>
    </figure>
  );
}
