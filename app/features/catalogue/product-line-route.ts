import type { MetaFunction } from '@remix-run/node';
import type { ProductLineSlug } from '~/content/catalogue/product-lines';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageMeta } from '~/seo/page-meta';

/** A product-line page's title and description, in the page's language (`catalogue.<slug>`). */
export function productLineMeta(slug: ProductLineSlug): MetaFunction {
  return (args) => {
    const t = metaTranslator(args, 'catalogue');
    return pageMeta({ title: t(`${slug}.title`), description: t(`${slug}.metaDescription`) });
  };
}
