import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/translations';
import { languageCodes, languages, localizedPath, pathWithoutLanguage } from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';
import { useLanguage } from '~/i18n/use-language';

/**
 * Links to this page in the other languages it is translated into, each named in its own
 * language and script, keeping the page's query (a prefilled form stays prefilled). Plain links:
 * they work without script, and a cache or search engine sees each language at its own URL.
 * A page in English only shows none.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const englishPath = pathWithoutLanguage(pathname);
  const others = languageCodes.filter((code) => code !== language && hasTwin(englishPath, code));
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('language.label')} className={className}>
      <ul className="flex items-center gap-3">
        {others.map((code) => (
          <li key={code}>
            <Link
              to={`${localizedPath(englishPath, code)}${search}`}
              hrefLang={code}
              lang={code}
              dir={languages[code].direction}
              // In the system's face: the site's files for another script (Arabic, Cyrillic) would
              // be fetched by every page for one word.
              className="flex min-h-6 items-center font-sans underline-offset-4 hover:text-copper-300 hover:underline"
            >
              {languages[code].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
