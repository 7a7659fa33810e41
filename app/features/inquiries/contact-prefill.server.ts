import { productCategoryKey } from '~/content/product-categories';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import type { ContactPrefill } from './schemas';
import { readCollectionItem } from '../catalogue/collections.server';
import { findProductById, parseProductId } from '../catalogue/products.server';

const itemPattern = /^([a-z0-9-]+)\/([a-z0-9-]+)$/;

/**
 * What the contact form starts with when a 'Request ...' link sent the visitor:
 * `?product=ID` or `?item=COLLECTION/ITEM`, written in the page's language as the visitor would
 * write it (the product's name as it is; its category translated where it is one of the five).
 * Unknown or malformed values are ignored.
 */
export function contactPrefillFor(
  searchParams: URLSearchParams,
  language: Language = defaultLanguage,
): ContactPrefill | null {
  addTranslations(language, translationsFor(language, ['contact', 'products']));
  const t = translatorFor(language, 'contact');
  const productId = parseProductId(searchParams.get('product') ?? undefined);
  const product = productId === null ? undefined : findProductById(productId);
  if (product) {
    const key = productCategoryKey(product.category);
    const category =
      key && language !== defaultLanguage
        ? translatorFor(language, 'products')(`categories.${key}`)
        : product.category;
    return {
      subject: 'product',
      message: t('prefill.product', { name: product.name, category }),
    };
  }
  const itemMatch = itemPattern.exec(searchParams.get('item') ?? '');
  const found = itemMatch
    ? readCollectionItem(itemMatch[1] ?? '', itemMatch[2] ?? '', language)
    : undefined;
  if (found) {
    return {
      subject: 'product',
      message: t('prefill.item', { name: found.item.name, collection: found.collection.title }),
    };
  }
  return null;
}
