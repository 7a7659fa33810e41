import { useState } from 'react';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { Testimonial } from '~/content/company-facts/schema';
import { testimonials } from '~/content/company-facts/testimonials';
import { useHydrated } from '~/hooks/use-hydrated';
import { useTranslation } from '~/i18n/translations';
import { wrapIndex } from '~/components/home/carousel-step';
import { ChevronIcon, pageControlClassName } from './carousel-controls';
import { StarRating } from './star-rating';

/** How many testimonials the widest layout shows side by side, so the wrap has no gap. */
const widestView = 3;

/** A card's share of the strip: one on phones, half from 768 px, a third from 1024 px. */
const slideClassName = 'w-full shrink-0 px-3 md:w-1/2 lg:w-1/3';

/**
 * Where the strip moves and where it stands still: at each width (one card below 768 px, two
 * from 768 px, three from 1024 px) a step is one card's share of the row, and where every
 * testimonial already fits side by side, nothing is hidden, so the strip stays put and the pager
 * is not shown (a pager saying '1 / 3' over three cards in view says something false). Tailwind
 * finds class names whole in the source, so each is written out.
 */
export function testimonialLayout(count: number): { track: string; pager: string } {
  const moves = { phone: count > 1, tablet: count > 2, desktop: count > widestView };
  return {
    track: [
      moves.phone ? '[--testimonial-step:-100%]' : '[--testimonial-step:0%]',
      moves.tablet ? 'md:[--testimonial-step:-50%]' : 'md:[--testimonial-step:0%]',
      moves.desktop ? 'lg:[--testimonial-step:-33.3333%]' : 'lg:[--testimonial-step:0%]',
    ].join(' '),
    pager: [
      moves.phone ? 'flex' : 'hidden',
      moves.tablet ? 'md:flex' : 'md:hidden',
      moves.desktop ? 'lg:flex' : 'lg:hidden',
    ].join(' '),
  };
}

/**
 * Home, section 7: what buyers say. Without script all three stand in a grid. With script they
 * become a strip that prev/next move one testimonial at a time (wrapping at both ends) over
 * 0.5 seconds: each card a full width on phones, half from 768 px and a third from 1024 px.
 */
export function TestimonialSlider() {
  const hydrated = useHydrated();
  const { t } = useTranslation('home');
  const [firstShown, setFirstShown] = useState(0);
  const move = (step: number) =>
    setFirstShown((index) => wrapIndex(index, step, testimonials.length));
  // Copies of the first cards follow the last, so the view past the end is never empty.
  const copies = hydrated ? testimonials.slice(0, widestView - 1) : [];
  const layout = testimonialLayout(testimonials.length);

  return (
    <PageSection tone="sand" labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
      />
      <div
        role={hydrated ? 'region' : undefined}
        aria-roledescription={hydrated ? 'carousel' : undefined}
        aria-label={hydrated ? t('testimonials.label') : undefined}
        data-testid="testimonials"
        className="mt-14"
      >
        {/* One list in both states, so hydrating turns the grid into the strip by changing
            classes: a different element in its place would have React build every card again
            in the task that hydrates the page. */}
        <div className={hydrated ? '-mx-3 overflow-hidden' : undefined}>
          <ul
            data-testid={hydrated ? 'testimonial-track' : undefined}
            className={
              hydrated
                ? `flex transition-transform duration-500 ease-in-out ${layout.track}`
                : 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'
            }
            // Cards follow the reading direction: on a right-to-left page the strip moves right.
            style={
              hydrated
                ? {
                    transform: `translateX(calc(${firstShown} * var(--testimonial-step) * var(--inline-sign)))`,
                  }
                : undefined
            }
          >
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className={hydrated ? slideClassName : undefined}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
            {copies.map((testimonial) => (
              <li key={`copy-${testimonial.id}`} aria-hidden="true" className={slideClassName}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
        {hydrated ? (
          <div
            data-testid="testimonial-pager"
            className={`mt-10 items-center justify-center gap-4 ${layout.pager}`}
          >
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t('testimonials.previous')}
              className={pageControlClassName}
            >
              <ChevronIcon to="previous" />
            </button>
            <p
              aria-live="polite"
              className="min-w-16 text-center text-sm font-semibold text-ink/70"
            >
              {t('testimonials.position', { number: firstShown + 1, count: testimonials.length })}
            </p>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t('testimonials.next')}
              className={pageControlClassName}
            >
              <ChevronIcon to="next" />
            </button>
          </div>
        ) : null}
      </div>
    </PageSection>
  );
}

/**
 * A testimonial in the page's language. One the company adds before its translation is written
 * is shown as given, in English, and marked so (`lang`), for screen readers and checkers.
 */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const quotes: Partial<Record<string, { role: string; content: string }>> =
    t.group('testimonials.quotes');
  const words = quotes[testimonial.id];
  const english = words ? undefined : 'en';
  return (
    <figure
      data-testid="testimonial"
      className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-tea-900/5"
    >
      <StarRating rating={testimonial.rating} />
      <blockquote
        lang={english}
        className="mt-5 flex-1 font-display text-lg leading-relaxed text-tea-900"
      >
        <p>{`“${words?.content ?? testimonial.content}”`}</p>
      </blockquote>
      <figcaption className="mt-7 flex items-center gap-4 border-t border-tea-900/10 pt-6">
        {/* The initial is drawn, not written: a text browser would print it before the name
            ('KKatrin Vogel'), and the name that follows says it already. */}
        <span
          aria-hidden="true"
          data-initial={testimonial.initial}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full font-display text-xl font-semibold text-cream-50 before:content-[attr(data-initial)]"
          style={{ backgroundColor: testimonial.color }}
        />
        <span>
          <span className="block font-semibold text-tea-900">{testimonial.name}</span>{' '}
          <span lang={english} className="block text-sm text-ink/65">
            {words?.role ?? testimonial.role}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
