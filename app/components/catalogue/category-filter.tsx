import { categoryFilters, categoryKey } from '~/content/product-categories';
import { productListingSearch } from '~/features/catalogue/product-listing-url';
import { useTranslation } from '~/i18n/translations';
import { ListingLink } from './listing-link';

/**
 * The six category filters of 'Featured Products', as links that keep the open tab. Their
 * labels are in the page's language; the URL names the category as the spec spells it.
 */
export function CategoryFilter({
  tab,
  category,
  sectionId,
}: {
  tab: string;
  category: string;
  sectionId: string;
}) {
  const { t } = useTranslation('products');
  return (
    <nav aria-label={t('featured.filterLabel')} className="mt-10">
      <ul className="flex flex-wrap justify-center gap-2.5">
        {categoryFilters.map((filter) => {
          const active = filter === category;
          return (
            <li key={filter}>
              <ListingLink
                search={productListingSearch({ tab, category: filter })}
                sectionId={sectionId}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
                  active
                    ? 'border-copper-600 bg-copper-600 text-cream-50 shadow-sm'
                    : 'border-tea-900/15 bg-white text-tea-800 hover:border-copper-500 hover:text-copper-700'
                }`}
              >
                {t(`categories.${categoryKey(filter)}`)}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
