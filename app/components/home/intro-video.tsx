import { useEffect, useRef, useState } from 'react';
import { introVideo } from '~/content/home';
import { useHydrated } from '~/hooks/use-hydrated';
import { useTranslation } from '~/i18n/translations';
import { SoundIcon, filmControlClassName } from './carousel-controls';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/** The visitor's browser asked to save data (the Save-Data preference). */
function savingData(): boolean {
  return (navigator as NavigatorWithConnection).connection?.saveData === true;
}

const backgroundClassName = 'absolute inset-0 -z-10 h-full w-full object-cover';

/**
 * The film's first frame, as the page's own picture: AVIF where the browser takes it. It stays
 * under the film, which has no poster of its own: a <video> shows nothing until its first frame,
 * so the picture is the poster, fetched once in the format the browser chose (a `poster`
 * attribute has a single address, and a second format would be a second download).
 */
function Poster() {
  return (
    <picture>
      <source srcSet={introVideo.poster.avif} type="image/avif" />
      <img
        src={introVideo.poster.webp}
        alt=""
        width={introVideo.width}
        height={introVideo.height}
        fetchPriority="high"
        className={backgroundClassName}
      />
    </picture>
  );
}

/**
 * The hero's background film. The page renders only its poster, as a plain picture (a browser
 * without script would draw its own controls over a <video>); after hydration the film lies over
 * it, and its sources are added once the page has loaded, never for a visitor saving data, so the
 * page is complete and usable without it. It starts muted; the toggle lets the visitor hear it.
 */
export function IntroVideo({ playing }: { playing: boolean }) {
  const { t } = useTranslation('home');
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [sourcesAdded, setSourcesAdded] = useState(false);
  const [ready, setReady] = useState(false);
  const [soundOn, setSoundOn] = useState(false);

  useEffect(() => {
    if (!playing || sourcesAdded || savingData()) return;
    const addSources = () => setSourcesAdded(true);
    if (document.readyState === 'complete') {
      addSources();
      return;
    }
    window.addEventListener('load', addSources, { once: true });
    return () => window.removeEventListener('load', addSources);
  }, [playing, sourcesAdded]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !sourcesAdded) return;
    if (playing) {
      // A browser may refuse to play; the poster below then shows, which is all the page needs.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
    // hydrated: the <video> exists only once the page has hydrated.
  }, [hydrated, playing, sourcesAdded]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = !soundOn;
  }, [soundOn]);

  return (
    <>
      {/* First and always: the picture the server sent is kept as it is when the film comes. */}
      <Poster />
      {hydrated ? (
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onLoadedData={() => setReady(true)}
          className={backgroundClassName}
        >
          {sourcesAdded ? (
            <>
              <source src={introVideo.webm} type="video/webm" />
              <source src={introVideo.mp4} type="video/mp4" />
            </>
          ) : null}
        </video>
      ) : null}
      {ready ? (
        <button
          type="button"
          aria-pressed={soundOn}
          aria-label={t('hero.sound')}
          onClick={() => setSoundOn((on) => !on)}
          className={`absolute end-4 top-5 z-10 sm:end-6 lg:end-8 ${filmControlClassName}`}
        >
          <SoundIcon on={soundOn} />
        </button>
      ) : null}
    </>
  );
}
