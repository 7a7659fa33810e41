import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LanguageOffer } from '~/i18n/language-offers';
import { languages, localizedPath, type Language } from '~/i18n/languages';
import { preferredSiteLanguage } from '~/i18n/preferred-language';
import { useLanguage } from '~/i18n/use-language';
import { buttonClassName } from '~/components/ui/button-link';

/** Where the browser keeps the visitor's 'No, thanks' (the privacy page says so). */
const dismissedKey = 'tea:language-suggestion-dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedKey) === 'true';
  } catch {
    // Storage blocked (a private window, a browser setting): offer again rather than fail.
    return false;
  }
}

function rememberDismissal() {
  try {
    window.localStorage.setItem(dismissedKey, 'true');
  } catch {
    // Not kept: the offer comes back next time, which is all that is lost.
  }
}

type LanguageSuggestion = LanguageOffer & { language: Language };

/**
 * Offers the home page in the language the visitor's browser asks for first, when that is
 * another of the site's languages, in a bar over the foot of the screen (it moves nothing on
 * the page) that they can follow or dismiss for good. Chosen in the browser after hydration, so
 * the page's HTML is the same for every visitor; without script there is no offer, and the
 * language switch in the header is always there. The offers' words are fetched only for a
 * visitor who is offered one (app/i18n/language-offers.ts).
 */
export function LanguageSuggestionBar() {
  const pageLanguage = useLanguage();
  const [suggestion, setSuggestion] = useState<LanguageSuggestion>();

  useEffect(() => {
    // Again on each home page: the page stays mounted when the visitor follows the offer.
    const wanted = preferredSiteLanguage(navigator.languages);
    setSuggestion(undefined);
    if (!wanted || wanted === pageLanguage || wasDismissed()) return;
    let current = true;
    import('~/i18n/language-offers').then(
      ({ languageOffers }) => {
        if (current) setSuggestion({ language: wanted, ...languageOffers[wanted] });
      },
      // Not loaded (offline, a new deployment): no offer, and the header's switch is there.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pageLanguage]);

  if (!suggestion) return null;
  // At the end of the body, a landmark of its own beside the page's, not inside its main content.
  return createPortal(
    <aside
      aria-label={suggestion.text}
      lang={suggestion.language}
      dir={languages[suggestion.language].direction}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-tea-200 bg-cream-50 shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <p className="text-sm text-ink sm:text-base">{suggestion.text}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={localizedPath('/', suggestion.language)}
            hrefLang={suggestion.language}
            className={buttonClassName('primary', 'compact')}
          >
            {suggestion.link}
          </Link>
          <button
            type="button"
            onClick={() => {
              rememberDismissal();
              setSuggestion(undefined);
            }}
            className={buttonClassName('outline', 'compact')}
          >
            {suggestion.dismiss}
          </button>
        </div>
      </div>
    </aside>,
    document.body,
  );
}
