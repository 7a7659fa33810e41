/** A short list of selling points, each marked with a small copper leaf. */
export function BulletList({
  items,
  className = '',
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink/80">
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            className="mt-1 shrink-0 text-copper-500"
          >
            <path d="M3 13C3 7 7 3 13 3c0 6-4 10-10 10Z" fill="currentColor" />
            <path d="M3 13 9 7" stroke="#fdfaf3" strokeWidth="1.2" strokeLinecap="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
