import type { ReactNode } from 'react';
import { Container } from './container';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** A decorative picture behind the title; its alt text is empty because the title says it all. */
  image?: string;
  children?: ReactNode;
};

/** The banner that opens an inner page, holding its one h1. */
export function PageHero({ eyebrow, title, intro, image, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-tea-900 text-cream-50">
      {image ? (
        <img
          src={image}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-tea-950/40 to-tea-900/90" />
      <Container className="py-16 sm:py-24">
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
      </Container>
    </section>
  );
}
