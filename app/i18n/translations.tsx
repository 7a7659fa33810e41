import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defaultLanguage, type Language } from './languages';
import type { Namespace } from './resources';
import { translatorFor, type Translate } from './translator';

const LanguageContext = createContext<Language>(defaultLanguage);

/** The page's language for every `useTranslation` below it. */
export function TranslationsProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** A namespace's texts in the page's language (`common` by default: the site frame's). */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: Translate<N> } {
  const language = useContext(LanguageContext);
  const name = (namespace ?? 'common') as N;
  return useMemo(() => ({ t: translatorFor(language, name) }), [language, name]);
}

/**
 * A text with links or emphasis inside it: `Open it in <mapApp>your map app</mapApp>.` with
 * `parts={{ mapApp: <a href=… /> }}` renders the words between the tags inside that element, so a
 * translation can put them where its grammar wants.
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, ReactElement> }) {
  const pieces = text.split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    nodes.push(pieces[index]);
    const name = pieces[index + 1];
    const part = name === undefined ? undefined : parts[name];
    if (name !== undefined) {
      nodes.push(
        isValidElement(part) ? cloneElement(part, {}, pieces[index + 2]) : pieces[index + 2],
      );
    }
  }
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  );
}
