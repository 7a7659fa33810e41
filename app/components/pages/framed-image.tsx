import { Picture } from '~/components/ui/picture';
import type { PictureSlot } from '~/features/pictures/picture-slots';

/** An illustration in the story pages' frame: rounded, shadowed, with its intrinsic size reserved. */
export function FramedImage({
  src,
  alt,
  slot,
  className = '',
}: {
  src: string;
  alt: string;
  slot: PictureSlot;
  className?: string;
}) {
  return (
    <Picture
      src={src}
      alt={alt}
      slot={slot}
      className={`w-full rounded-3xl shadow-xl ring-1 ring-tea-900/10 ${className}`}
    />
  );
}
