import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LanguageSuggestion } from '~/i18n/language-suggestions.server';
import { languages, localizedPath } from '~/i18n/languages';
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

/**
 * Offers the home page in the language the visitor's browser asks for first, when that is
 * another of the site's languages, in a bar over the foot of the screen (it moves nothing on
 * the page) that they can follow or dismiss for good. Chosen in the browser after hydration, so
 * the page's HTML is the same for every visitor; without script there is no offer, and the
 * language switch in the header is always there.
 */
export function LanguageSuggestionBar({ suggestions }: { suggestions: LanguageSuggestion[] }) {
  const pageLanguage = useLanguage();
  const [suggestion, setSuggestion] = useState<LanguageSuggestion>();

  useEffect(() => {
    // Again on each home page: the page stays mounted when the visitor follows the offer.
    const wanted = preferredSiteLanguage(navigator.languages);
    const offered = wanted !== pageLanguage && !wasDismissed();
    setSuggestion(offered ? suggestions.find((offer) => offer.language === wanted) : undefined);
  }, [pageLanguage, suggestions]);

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
