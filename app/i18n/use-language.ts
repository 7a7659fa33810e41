import { useLocation } from '@remix-run/react';
import { useCallback } from 'react';
import { languageOfPath, localizedPath, type Language } from './languages';
import { hasTwin } from './translated-pages';

/** The language of the page shown, read from its URL as every cache and search engine does. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * Turns an English page's path into the path a link on this page should take: the page in this
 * page's language where it is translated, else the English page.
 */
export function useLocalizedPath(): (englishPath: `/${string}`) => string {
  const language = useLanguage();
  return useCallback(
    (englishPath: `/${string}`) =>
      hasTwin(englishPath, language) ? localizedPath(englishPath, language) : englishPath,
    [language],
  );
}
