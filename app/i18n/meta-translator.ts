import type { MetaArgs } from '@remix-run/node';
import { translatorFor, type Translate } from './translator';
import { languageOfPath } from './languages';
import { addPageTexts } from './page-translations';
import type { Namespace } from './resources';

/**
 * The `t` of a route's `meta`, in the page's language. Remix may ask for the head before the
 * page renders, so the texts the loaders sent are added here too (a document's named files are
 * in already: the root's `Layout` waits for them before its head renders).
 */
export function metaTranslator<N extends Namespace>(
  { location, matches }: Pick<MetaArgs, 'location' | 'matches'>,
  namespace: N,
): Translate<N> {
  const language = languageOfPath(location.pathname);
  void addPageTexts(
    language,
    matches.map((match) => match.data),
  );
  return translatorFor(language, namespace);
}
