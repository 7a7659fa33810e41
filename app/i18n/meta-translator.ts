import type { MetaArgs } from '@remix-run/node';
import { addTranslations, translatorFor, type Translate } from './translator';
import { languageOfPath } from './languages';
import { isTranslationData } from './page-translations';
import type { Namespace } from './resources';

/**
 * The `t` of a route's `meta`, in the page's language. Remix may ask for the head before the
 * page renders, so the texts the loaders sent are added here too.
 */
export function metaTranslator<N extends Namespace>(
  { location, matches }: Pick<MetaArgs, 'location' | 'matches'>,
  namespace: N,
): Translate<N> {
  const language = languageOfPath(location.pathname);
  for (const match of matches) {
    if (isTranslationData(match.data)) addTranslations(language, match.data.translations);
  }
  return translatorFor(language, namespace);
}
