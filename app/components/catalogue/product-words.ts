import { useMemo } from 'react';
import { productCategoryKey } from '~/content/product-categories';
import type { ShownProduct } from '~/features/catalogue/catalogue.server';
import { defaultLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/translations';
import { useLanguage } from '~/i18n/use-language';

/** A text as shown, with `lang="en"` where a page in another language keeps it in English. */
export type ShownText = { text: string; lang?: 'en' };

/** The price the sample products and most operators write, which each language says its own way. */
const contactForPricing = 'Contact for pricing';

/**
 * A product's category, price and picture text in the page's language (the `products`
 * namespace). English shows them as the operators stored them; another language translates the
 * five categories and 'Contact for pricing' and keeps any other category or price in English.
 */
export function useProductWords() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return useMemo(() => {
    const inEnglish = language === defaultLanguage;
    const english = (text: string): ShownText => (inEnglish ? { text } : { text, lang: 'en' });
    return {
      category(product: ShownProduct): ShownText {
        const key = productCategoryKey(product.category);
        return inEnglish || !key ? english(product.category) : { text: t(`categories.${key}`) };
      },
      price(product: ShownProduct): ShownText {
        return product.price === contactForPricing
          ? { text: t('card.contactForPricing') }
          : english(product.price);
      },
      imageAlt(product: ShownProduct): string {
        const key = productCategoryKey(product.category);
        const category =
          inEnglish || !key ? product.category.toLowerCase() : t(`card.categoryInText.${key}`);
        return t('card.imageAlt', { name: product.name, category });
      },
    };
  }, [t, language]);
}
