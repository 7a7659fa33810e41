import type { ReactNode } from 'react';
import type { IconName } from '~/content/prose';

const drawings: Record<IconName, ReactNode> = {
  leaf: (
    <>
      <path d="M5 19c0-8 5-14 14-14 0 9-6 14-14 14Z" />
      <path d="M5 19 14 10" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 19c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.2c3 0 5.5 1.9 5.5 4.8" />
    </>
  ),
  handshake: (
    <>
      <path d="m2 11 4-4 4 2 3-2 4 1 5 4" />
      <path d="m6 13 4 4c.8.8 2 .8 2.8 0l4.7-4.6M9 14l2 2M12 12l3 3" />
    </>
  ),
  heart: (
    <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20Z" />
  ),
  shield: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  spark: (
    <>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  cup: (
    <>
      <path d="M4 9h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6Z" />
      <path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3c-1 1.5 1 2.5 0 4M12 3c-1 1.5 1 2.5 0 4" />
    </>
  ),
  droplet: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />,
  sprout: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12c0-4-3-6-7-6 0 4 3 6 7 6ZM12 14c0-4 3-7 7-7 0 4-3 7-7 7Z" />
    </>
  ),
  gauge: (
    <>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="m12 17 4-5M4 17h2M18 17h2M12 9V7" />
    </>
  ),
};

/** A line icon in a copper-ringed disc, beside a pillar, benefit or quality block. */
export function FeatureIcon({ name, tone = 'light' }: { name: IconName; tone?: 'light' | 'dark' }) {
  const disc =
    tone === 'light'
      ? 'bg-tea-50 text-tea-700 ring-copper-300/60'
      : 'bg-tea-800 text-copper-300 ring-copper-300/40';
  return (
    <span
      className={`inline-flex h-14 w-14 items-center justify-center rounded-full ring-1 ${disc}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {drawings[name]}
      </svg>
    </span>
  );
}
