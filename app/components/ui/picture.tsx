import { pictureUrl } from '~/features/pictures/picture-entry';
import { sizesAttribute, slotWidths, type PictureSlot } from '~/features/pictures/picture-slots';
import { pictureAt } from '~/features/pictures/pictures';

type PictureProps = {
  /** The picture's steady address, `/images/<folder>/<file>.jpg` for pictures/drawings/<folder>/<file>.svg. */
  src: string;
  /** What it shows; empty when it only decorates. */
  alt: string;
  /** Where the layout shows it, which says which widths to offer (decision 019). */
  slot: PictureSlot;
  /** The page's first picture: fetched at once and first. Every other one waits until near view. */
  priority?: boolean;
  /** Painted until the picture comes, or if it never does: the picture's own average colour unless given. */
  placeholderColor?: string;
  className?: string;
};

/**
 * A picture as AVIF or WebP at the widths its slot shows it at, with a JPEG for browsers that show
 * neither. Its width and height reserve its box; its average colour fills the box until it comes.
 */
export function Picture({
  src,
  alt,
  slot,
  priority = false,
  placeholderColor,
  className = '',
}: PictureProps) {
  const { entry } = pictureAt(src);
  const widths = slotWidths(slot, entry.widths);
  const sizes = sizesAttribute(slot);
  return (
    // The <img> takes the picture's place in the layout (grid and flex items, `h-full`); the
    // sources, which draw nothing, must not become items of their own.
    <picture className="contents [&>source]:hidden">
      {entry.formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={widths.map((width) => `${pictureUrl(entry, width, format)} ${width}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      <img
        src={src}
        alt={alt}
        width={entry.width}
        height={entry.height}
        {...(priority
          ? { fetchPriority: 'high' as const }
          : { loading: 'lazy' as const, decoding: 'async' as const })}
        style={{ backgroundColor: placeholderColor ?? entry.color }}
        className={className}
      />
    </picture>
  );
}
