import { Link } from '@remix-run/react';
import { Fragment, useEffect, useState } from 'react';
import { buttonClassName } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { Picture } from '~/components/ui/picture';
import { site } from '~/config/site';
import { heroAdvanceMilliseconds } from '~/config/ui';
import type { PictureSlot } from '~/features/pictures/picture-slots';
import { heroSlides, type HeroSlide } from '~/content/home';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { useHydrated } from '~/hooks/use-hydrated';
import { usePrefersReducedMotion } from '~/hooks/use-prefers-reduced-motion';
import { wrapIndex } from '~/components/home/carousel-step';
import { IntroVideo } from './intro-video';
import { ChevronIcon, PauseIcon, PlayIcon, filmControlClassName } from './carousel-controls';

const slideDomId = (slide: HeroSlide) => `hero-slide-${slide.id}`;

/** The slide's picture frame: w-80, xl:w-96, less its 4 px border each side; shown from lg up. */
const slidePictureSlot: PictureSlot = {
  widths: [
    { fromViewport: 1280, vw: 0, px: 376 },
    { fromViewport: 0, vw: 0, px: 312 },
  ],
};

/**
 * The home page's opening: two slides over the muted intro film.
 *
 * Without script both slides sit side by side in a scroll-snapped strip, with the dots as
 * links to each, so every slide and its button can be reached. With script the strip becomes a
 * carousel that moves on by itself, wraps at both ends, and can be paused; a visitor who prefers
 * reduced motion gets it paused from the start, film included.
 */
export function HeroCarousel() {
  const hydrated = useHydrated();
  const { t } = useTranslation('home');
  const slideTexts = t.group('hero.slides');
  const prefersReducedMotion = usePrefersReducedMotion();
  const [activeIndex, setActiveIndex] = useState(0);
  // null until the visitor chooses; until then their motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !prefersReducedMotion;

  useEffect(() => {
    if (!hydrated || !playing) return;
    const timer = window.setTimeout(
      () => setActiveIndex((index) => wrapIndex(index, 1, heroSlides.length)),
      heroAdvanceMilliseconds,
    );
    return () => window.clearTimeout(timer);
  }, [hydrated, playing, activeIndex]);

  const move = (step: number) =>
    setActiveIndex((index) => wrapIndex(index, step, heroSlides.length));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="relative isolate h-[600px] overflow-hidden bg-tea-950 text-cream-50 md:h-[650px]"
    >
      <h1 className="sr-only">{t('hero.heading', { brand: site.brand })}</h1>
      <IntroVideo playing={hydrated && playing} />

      <div
        data-testid="hero-viewport"
        className={
          hydrated
            ? 'h-full overflow-hidden'
            : 'h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain'
        }
      >
        <div
          className="flex h-full transition-transform duration-700 ease-in-out"
          // The slides follow the reading direction, so on a right-to-left page the next one is to
          // the left and the strip moves right (`--inline-sign`, app/styles/app.css).
          style={
            hydrated
              ? { transform: `translateX(calc(${-activeIndex * 100}% * var(--inline-sign)))` }
              : undefined
          }
        >
          {heroSlides.map((slide, index) => {
            const hidden = hydrated && index !== activeIndex;
            return (
              <div
                key={slide.id}
                id={slideDomId(slide)}
                role="group"
                aria-roledescription="slide"
                aria-label={t('hero.slidePosition', {
                  number: index + 1,
                  count: heroSlides.length,
                })}
                aria-hidden={hidden || undefined}
                data-active={hydrated ? index === activeIndex : undefined}
                className="relative h-full w-full shrink-0 snap-start"
              >
                <HeroSlideContent slide={slide} focusable={!hidden} />
              </div>
            );
          })}
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-6 z-10">
        <Container className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2" role="group" aria-label={t('hero.chooseSlide')}>
            {heroSlides.map((slide, index) =>
              hydrated ? (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t('hero.showSlide', {
                    number: index + 1,
                    title: slideTexts[slide.id].title,
                  })}
                  aria-current={index === activeIndex ? 'true' : undefined}
                  onClick={() => setActiveIndex(index)}
                  className="group flex h-11 w-11 items-center justify-center"
                >
                  <span
                    className={`block h-1.5 rounded-full transition-all duration-300 ${
                      index === activeIndex
                        ? 'w-8 bg-copper-300'
                        : 'w-3 bg-cream-50/60 group-hover:bg-cream-50'
                    }`}
                  />
                </button>
              ) : (
                // The name is hidden text, not an aria-label, so a text browser (lynx), which
                // shows these links, reads it too; the space between them keeps names apart there.
                <Fragment key={slide.id}>
                  {index ? ' ' : null}
                  <a
                    href={`#${slideDomId(slide)}`}
                    className="flex h-11 w-11 items-center justify-center"
                  >
                    <span className="block h-1.5 w-6 rounded-full bg-cream-50/70" />
                    <span className="sr-only">
                      {t('hero.goToSlide', {
                        number: index + 1,
                        title: slideTexts[slide.id].title,
                      })}
                    </span>
                  </a>
                </Fragment>
              ),
            )}
          </div>

          {hydrated ? (
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setPlayChoice(!playing)}
                aria-label={playing ? t('hero.pause') : t('hero.play')}
                className={filmControlClassName}
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label={t('hero.previous')}
                className={filmControlClassName}
              >
                <ChevronIcon to="previous" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label={t('hero.next')}
                className={filmControlClassName}
              >
                <ChevronIcon to="next" />
              </button>
            </div>
          ) : null}
        </Container>
      </div>
    </section>
  );
}

function HeroSlideContent({ slide, focusable }: { slide: HeroSlide; focusable: boolean }) {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();
  const words = t.group('hero.slides')[slide.id];
  return (
    <>
      {/* The slide's own tint over the film keeps its text readable on any frame: densest
          behind the text, at the start side, so its angle mirrors on a right-to-left page. */}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          backgroundImage: `linear-gradient(calc(100deg * var(--inline-sign)), ${slide.bgColor}f2 0%, ${slide.bgColor}b3 45%, ${slide.bgColor}40 100%)`,
        }}
      />
      <Container className="relative flex h-full items-center gap-12 pb-16">
        <div className="max-w-xl">
          {/* On a phone the film's sound button (intro-video.tsx) stands at the end of this line. */}
          <p className="pe-14 text-xs font-semibold tracking-[0.25em] text-copper-300 uppercase sm:pe-0">
            {words.subtitle}
          </p>
          <h2 className="mt-4 text-4xl leading-[1.1] font-semibold text-balance text-cream-50 sm:text-5xl lg:text-6xl">
            {words.title}
          </h2>
          <p className="mt-6 max-w-lg text-base leading-relaxed text-cream-100/90 sm:text-lg">
            {words.description}
          </p>
          <Link
            to={localizedPath(slide.buttonLink)}
            tabIndex={focusable ? undefined : -1}
            className={`${buttonClassName('accent')} mt-8`}
          >
            {words.button}
          </Link>
        </div>
        <div className="ms-auto hidden w-80 shrink-0 lg:block xl:w-96">
          {/* Shown only on wide screens: a phone, where the frame is not displayed, never fetches it. */}
          <Picture
            src={slide.imageUrl}
            alt={words.imageAlt}
            slot={slidePictureSlot}
            className="aspect-[4/5] w-full rounded-t-full border-4 border-cream-50/20 object-cover shadow-2xl"
          />
        </div>
      </Container>
    </>
  );
}
