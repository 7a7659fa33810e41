/** An illustration in the story pages' frame: rounded, shadowed, with its intrinsic size reserved. */
export function FramedImage({
  src,
  alt,
  width,
  height,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={`w-full rounded-3xl shadow-xl ring-1 ring-tea-900/10 ${className}`}
    />
  );
}
