import english from '~/locales/en/catalogue.json' with { type: 'json' };
import trade from '~/locales/en/trade.json' with { type: 'json' };
import type { ContactInvitation, Fact, Illustration } from './types';
import { productLineImageSrc, type ProductLineFrame, type ProductLineSlug } from './product-lines';
import { lineTerms } from '../line-terms';

/**
 * The product-line pages in English, their words from app/locales/en/catalogue.json: for the
 * server (a page's loader gives the page its frame, without the words) and for the tests, never
 * imported by a page's script, which gets the words in its language from the loader.
 */

/** A line of a page's ordering terms, by its key. */
export type LineTermKey = keyof (typeof trade)['labels'];
export type ProductLineFact = Fact & { id: string };

/** The parts every product-line page has, in English; each page module adds its own sections. */
export interface ProductLinePage {
  slug: ProductLineSlug;
  eyebrow: string;
  title: string;
  metaDescription: string;
  intro: readonly string[];
  hero: Illustration;
  /** Ordering terms: minimum quantities, lead times, formats, documents. */
  facts: readonly ProductLineFact[];
  invitation: ContactInvitation;
  /** The tea 'Request a Quote' and 'Request Samples' start with (app/features/inquiries/tea-choices.ts). */
  requestTea?: string;
}

/** The parts of a page in English that every product-line page has (its words from the file). */
export function productLinePageIn(slug: ProductLineSlug): Omit<ProductLinePage, 'facts'> {
  const texts = english[slug];
  return {
    slug,
    eyebrow: texts.eyebrow,
    title: texts.title,
    metaDescription: texts.metaDescription,
    intro: texts.intro,
    hero: { src: productLineImageSrc(slug), alt: texts.heroAlt },
    invitation: texts.invitation,
  };
}

/** A line of a page's ordering terms: a term of the trade (`minimumOrder`…) or the page's own. */
export function lineFact(slug: ProductLineSlug, id: string): ProductLineFact {
  if (id in trade.labels) {
    const term = id as LineTermKey;
    const terms = lineTerms[slug];
    return {
      id,
      label: trade.labels[term],
      value: term === 'leadTime' ? terms.leadTime : terms.minimumOrder,
    };
  }
  const own: Readonly<Record<string, Fact | undefined>> = english[slug].facts;
  const fact = own[id];
  if (!fact) throw new Error(`${slug} has no ordering term ${id}`);
  return { id, ...fact };
}

/** What a page's script needs of its page to render it in any language: no words. */
export function frameOf(page: ProductLinePage): ProductLineFrame {
  return {
    slug: page.slug,
    factIds: page.facts.map((fact) => fact.id),
    ...(page.requestTea === undefined ? {} : { requestTea: page.requestTea }),
  };
}
