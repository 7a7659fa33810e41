import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';

const tones = {
  cream: 'bg-cream-50',
  white: 'bg-white',
  sand: 'bg-cream-100',
  // Copper eyebrows need the light copper to stay readable (WCAG AA) on the dark ground.
  tea: 'bg-tea-900 text-cream-50 [&_h2]:text-cream-50 [&_h3]:text-cream-50 [&_[data-eyebrow]]:text-copper-300',
} as const;

export type SectionTone = keyof typeof tones;

/**
 * One band of a story page: its ground colour, vertical rhythm and centred column, laid out and
 * painted only as it nears the screen (`paint-near-screen` in app/styles/app.css).
 */
export function PageSection({
  tone = 'cream',
  labelledBy,
  id,
  holdsStickyColumn = false,
  className = '',
  children,
}: {
  tone?: SectionTone;
  /** The id of the heading that names the section. */
  labelledBy?: string;
  id?: string;
  /**
   * A column inside sticks as the page scrolls: the band is painted with the page, since the
   * clipping of `paint-near-screen` would make the band, not the page, what the column sticks in.
   */
  holdsStickyColumn?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-20 sm:py-24 ${tones[tone]} ${holdsStickyColumn ? '' : 'paint-near-screen'} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  );
}
