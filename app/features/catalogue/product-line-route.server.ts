import type { LoaderFunctionArgs } from '@remix-run/node';
import { productLinePageGroups } from '~/components/catalogue/product-line-layout';
import { frameOf, type ProductLinePage } from '~/content/catalogue/product-line-pages';
import { pageTranslations } from '~/i18n/translations.server';

/**
 * What a product-line page's loader sends: its frame (no words) and the groups of `catalogue`,
 * `credentials` and `trade` it shows, its own page's among them, with `moreTrade` where it shows
 * more (Adra's brewing times).
 */
export function productLinePageData(
  loaderArgs: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  page: ProductLinePage,
  moreTrade: readonly string[] = [],
) {
  return {
    frame: frameOf(page),
    translations: pageTranslations(loaderArgs, ['catalogue', 'credentials', 'trade'], {
      ...productLinePageGroups,
      catalogue: [...productLinePageGroups.catalogue, page.slug],
      trade: [...productLinePageGroups.trade, ...moreTrade],
    }),
  };
}
