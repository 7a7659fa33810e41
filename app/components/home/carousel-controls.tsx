import type { ReactNode } from 'react';

/** A round control button over the hero's film. */
export const filmControlClassName =
  'flex h-11 w-11 items-center justify-center rounded-full border border-cream-50/50 bg-tea-950/30 text-cream-50 backdrop-blur-sm transition-colors hover:bg-cream-50/15';

/** A round control button on the page's cream ground. */
export const pageControlClassName =
  'flex h-11 w-11 items-center justify-center rounded-full border border-tea-700/40 bg-cream-50 text-tea-800 shadow-sm transition-colors hover:bg-tea-50';

/** The line icons of the home page's carousel controls, drawn like the site's other icons. */
function ControlIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <ControlIcon>
    <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
  </ControlIcon>
);

export const PauseIcon = () => (
  <ControlIcon>
    <path d="M9 5v14M15 5v14" />
  </ControlIcon>
);

export const PlayIcon = () => (
  <ControlIcon>
    <path d="M7 5v14l12-7Z" />
  </ControlIcon>
);

export const SoundIcon = ({ on }: { on: boolean }) => (
  <ControlIcon>
    <path d="M4 9h4l5-4v14l-5-4H4Z" />
    {on ? (
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    ) : (
      <path d="m17 9 5 6M22 9l-5 6" />
    )}
  </ControlIcon>
);
