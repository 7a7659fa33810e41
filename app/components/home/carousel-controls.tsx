import { mirroredInRtl, StrokeIcon } from '~/components/ui/icons';

/** A round control button over the hero's film. */
export const filmControlClassName =
  'flex h-11 w-11 items-center justify-center rounded-full border border-cream-50/50 bg-tea-950/30 text-cream-50 backdrop-blur-sm transition-colors hover:bg-cream-50/15';

/** A round control button on the page's cream ground. */
export const pageControlClassName =
  'flex h-11 w-11 items-center justify-center rounded-full border border-tea-700/40 bg-cream-50 text-tea-800 shadow-sm transition-colors hover:bg-tea-50';

/**
 * The chevron of a previous or next button, named by reading order: drawn pointing left for
 * 'previous' and right for 'next', and turned round on a right-to-left page, where the next item
 * is on the left.
 */
export const ChevronIcon = ({ to }: { to: 'previous' | 'next' }) => (
  <StrokeIcon className={mirroredInRtl}>
    <path d={to === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
  </StrokeIcon>
);

export const PauseIcon = () => (
  <StrokeIcon>
    <path d="M9 5v14M15 5v14" />
  </StrokeIcon>
);

export const PlayIcon = () => (
  <StrokeIcon>
    <path d="M7 5v14l12-7Z" />
  </StrokeIcon>
);

export const SoundIcon = ({ on }: { on: boolean }) => (
  <StrokeIcon>
    <path d="M4 9h4l5-4v14l-5-4H4Z" />
    {on ? (
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    ) : (
      <path d="m17 9 5 6M22 9l-5 6" />
    )}
  </StrokeIcon>
);
