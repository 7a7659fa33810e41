import type { MetaDescriptor } from '@remix-run/node';
import { site } from '~/config/site';

/** The title and description of a page. */
export function pageMeta({
  title,
  description,
}: {
  title: string;
  description: string;
}): MetaDescriptor[] {
  return [{ title: `${title} | ${site.brand}` }, { name: 'description', content: description }];
}
