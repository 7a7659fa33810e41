import { findCollectionItem } from '~/content/catalogue/premium-collections';
import type { ContactPrefill } from './schemas';
import { findProductById, parseProductId } from '../catalogue/products.server';

const itemPattern = /^([a-z0-9-]+)\/([a-z0-9-]+)$/;

/**
 * What the contact form starts with when a 'Request ...' link sent the visitor:
 * `?product=ID` or `?item=COLLECTION/ITEM`. Unknown or malformed values are ignored.
 */
export function contactPrefillFor(searchParams: URLSearchParams): ContactPrefill | null {
  const productId = parseProductId(searchParams.get('product') ?? undefined);
  const product = productId === null ? undefined : findProductById(productId);
  if (product) {
    return {
      subject: 'product',
      message: `I would like pricing and availability for ${product.name} (${product.category}).`,
    };
  }
  const itemMatch = itemPattern.exec(searchParams.get('item') ?? '');
  const found = itemMatch ? findCollectionItem(itemMatch[1] ?? '', itemMatch[2] ?? '') : undefined;
  if (found) {
    return {
      subject: 'product',
      message: `I would like more information about ${found.item.name} from your ${found.collection.title} collection.`,
    };
  }
  return null;
}
