import type { ReactNode } from 'react';
import { useLanguage } from '~/i18n/use-language';

/**
 * A name kept as written in every language (a tea's, a product's): on a page in another language
 * it is marked as English, so a screen reader says it as such and the checker knows it is meant.
 */
export function LatinName({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return language === 'en' ? <>{children}</> : <span lang="en">{children}</span>;
}

/** The `lang` a block holding such a name takes: none on an English page. */
export function useLatinNameLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}
