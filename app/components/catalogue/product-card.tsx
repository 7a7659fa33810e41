import { Link } from '@remix-run/react';
import { Picture } from '~/components/ui/picture';
import type { ShownProduct } from '~/features/catalogue/catalogue.server';
import { cardPictureSlots } from '~/features/pictures/picture-slots';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { LatinName, useLatinNameLang } from './latin-name';
import { useProductWords } from './product-words';

/**
 * A product in a grid: picture, category, name, a description and 'View Details'. The caller
 * chooses how much of the description shows (the related products show a short preview). The
 * name stays as written; the description is in English where the product has no translation.
 */
export function ProductCard({
  product,
  description,
}: {
  product: ShownProduct;
  description: string;
}) {
  const { t } = useTranslation('products');
  const words = useProductWords();
  const localizedPath = useLocalizedPath();
  const nameLang = useLatinNameLang();
  const category = words.category(product);
  const price = words.price(product);
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5 transition-shadow hover:shadow-xl"
    >
      <div className="overflow-hidden bg-cream-100">
        <Picture
          src={product.imageUrl}
          alt={words.imageAlt(product)}
          slot={cardPictureSlots[4]}
          className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p
          className="text-xs font-semibold tracking-[0.18em] text-copper-600 uppercase"
          lang={category.lang}
        >
          {category.text}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-semibold" lang={nameLang}>
          {product.name}
        </h3>
        <p
          className="mt-3 flex-1 text-sm leading-relaxed text-ink/75"
          lang={product.descriptionLang}
        >
          {description}
        </p>
        <p className="mt-4 text-sm font-semibold text-tea-700" lang={price.lang}>
          {price.text}
        </p>
        <Link
          to={localizedPath(`/products/${product.id}`)}
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-copper-700 after:absolute after:inset-0 hover:text-copper-800"
        >
          {t('card.viewDetails')}
          <span className="sr-only">
            : <LatinName>{product.name}</LatinName>
          </span>
          <span
            aria-hidden="true"
            className="transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
          >
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
