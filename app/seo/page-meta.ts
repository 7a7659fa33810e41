import type { MetaDescriptor } from '@remix-run/node';
import { site } from '~/config/site';

/**
 * The title and description of a page, also as its Open Graph text. X's cards read Open Graph's
 * title, description and image where they have no `twitter:` tags of their own, so a page names
 * only the card's kind: every document must fit in a connection's first round trip (decision 031).
 * The tags that need the site's absolute address (canonical link, share image, JSON-LD)
 * are added for every page by the root's SearchEngineTags.
 */
export function pageMeta({
  title,
  description,
}: {
  title: string;
  description: string;
}): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.brand}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
