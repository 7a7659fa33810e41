import type { LanguageCode } from '../../db/languages';

/**
 * The site's languages. English stays at the specification's URLs; every other language is the
 * same page under its code (`/ar/contact`, `/ru/contact`), so a cache or a search engine keys
 * a page's language on its URL alone (decision 027).
 */
export const languages = {
  en: { name: 'English', englishName: 'English', direction: 'ltr' },
  ar: { name: 'العربية', englishName: 'Arabic', direction: 'rtl' },
  ru: { name: 'Русский', englishName: 'Russian', direction: 'ltr' },
  // Exactly the languages stored with what a visitor sends (db/languages.ts).
} as const satisfies Record<
  LanguageCode,
  // `name` in the language itself, for visitors; `englishName` for the operators, who read English.
  { name: string; englishName: string; direction: 'ltr' | 'rtl' }
>;

export type Language = keyof typeof languages;

/** The language of the specification's URLs, and of every operator's screen and e-mail. */
export const defaultLanguage = 'en' satisfies Language;

export const languageCodes = Object.keys(languages) as Language[];

/** The languages whose pages live under a prefix of their code. */
export const prefixedLanguages = languageCodes.filter((language) => language !== defaultLanguage);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** The language a path is in: its first segment's, or English. */
/** What an operator reads of where a visitor wrote from: 'the Arabic site (/ar)'. */
export function languageSiteName(language: Language): string {
  const { englishName } = languages[language];
  return language === defaultLanguage
    ? `the ${englishName} site`
    : `the ${englishName} site (/${language})`;
}

export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The path without its language prefix: the English page's path. */
export function pathWithoutLanguage(pathname: string): `/${string}` {
  const language = languageOfPath(pathname);
  if (language === defaultLanguage) return pathname as `/${string}`;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : (rest as `/${string}`);
}

/** The path of an English page (`/contact`) in a language (`/ar/contact`; `/ar` for `/`). */
export function localizedPath(englishPath: `/${string}`, language: Language): `/${string}` {
  if (language === defaultLanguage) return englishPath;
  // The home page's twin is `/ar`, with the query or fragment that came with it.
  return /^\/(?:[?#]|$)/.test(englishPath)
    ? `/${language}${englishPath.slice(1)}`
    : `/${language}${englishPath}`;
}
