import type { ReactNode } from 'react';
import { narrowColumnSlot } from '~/features/pictures/picture-slots';
import { Container } from './container';
import { Picture } from './picture';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** The page's picture (its steady address): beside the title on wide screens, below it on phones. */
  image?: string;
  /** What the picture shows; leave it out when the picture only decorates the title. */
  imageAlt?: string;
  children?: ReactNode;
};

/**
 * The banner that opens an inner page, holding its one h1. The text stands on a plain ground
 * and the picture beside it, never behind it: the pictures carry lettering of their own
 * (labels on packs and tins) that would show through the title.
 */
export function PageHero({ eyebrow, title, intro, image, imageAlt = '', children }: PageHeroProps) {
  return (
    <section data-testid="page-hero" className="bg-tea-900 text-cream-50">
      <Container
        className={`grid items-center gap-10 py-12 sm:py-16 lg:gap-16 ${image ? 'lg:grid-cols-[3fr_2fr]' : ''}`}
      >
        <div>
          {eyebrow ? (
            <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-copper-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="max-w-3xl text-4xl leading-tight font-semibold text-balance text-cream-50 sm:text-5xl">
            {title}
          </h1>
          {intro ? (
            <div className="mt-5 max-w-2xl text-lg leading-relaxed text-cream-100/90">{intro}</div>
          ) : null}
          {children}
        </div>
        {image ? (
          // The page's first picture: fetched first, its box reserved by the aspect ratio.
          <Picture
            src={image}
            alt={imageAlt}
            slot={narrowColumnSlot}
            priority
            className="aspect-[3/2] w-full rounded-3xl bg-tea-800 object-cover shadow-2xl ring-1 ring-cream-50/10"
          />
        ) : null}
      </Container>
    </section>
  );
}
