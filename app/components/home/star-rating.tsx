import { useTranslation } from '~/i18n/translations';
const starPath = 'M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2-4.6-4.4 6.3-.9Z';

type StarFill = 'full' | 'half' | 'empty';

function Star({ fill }: { fill: StarFill }) {
  return (
    <span className="relative inline-block h-5 w-5" data-star={fill}>
      <svg
        viewBox="0 0 24 24"
        className="absolute inset-0 h-full w-full text-copper-500"
        aria-hidden="true"
      >
        <path
          d={starPath}
          fill={fill === 'full' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {fill === 'half' ? (
        <svg
          viewBox="0 0 24 24"
          className="absolute inset-0 h-full w-full text-copper-500"
          style={{ clipPath: 'inset(0 50% 0 0)' }}
          aria-hidden="true"
        >
          <path d={starPath} fill="currentColor" />
        </svg>
      ) : null}
    </span>
  );
}

/** Five stars for a rating out of five, a half star drawn for a half point. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  const label = t('testimonials.rating', { rating });
  const fills: StarFill[] = [1, 2, 3, 4, 5].map((position) =>
    rating >= position ? 'full' : rating >= position - 0.5 ? 'half' : 'empty',
  );
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {/* For browsers that read no ARIA (lynx): the stars alone would be an empty line. */}
      <span className="sr-only">{label}</span>
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}
