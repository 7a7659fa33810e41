import { TradeTermsLink } from '~/components/trade-terms/trade-terms-link';
import { OriginAndSheetLinks } from '~/components/spec-sheets/origin-and-sheet-links';
import { ButtonLink } from '~/components/ui/button-link';
import { Picture } from '~/components/ui/picture';
import type { ShownProduct } from '~/features/catalogue/catalogue.server';
import type { SpecSheetLinks } from '~/features/spec-sheets/spec-sheet';
import { halfColumnSlot } from '~/features/pictures/picture-slots';
import { RequestLinks } from '~/components/requests/request-links';
import { productTea } from '~/features/inquiries/tea-choices';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { useLatinNameLang } from './latin-name';
import { useProductWords } from './product-words';

/**
 * The ways a product is sold ('Bulk or retail') and the product line whose terms apply to each:
 * bulk sacks, and retail packs under our own Adra brand (their terms are the `trade`
 * namespace's `lineTerms`, which hold app/content/line-terms.ts word for word).
 */
const saleForms = [
  { name: 'bulk', line: 'bulk' },
  { name: 'retail', line: 'adra' },
] as const;

/**
 * The fixed details every product shows (spec §2, product detail), by their keys in the
 * `products` namespace (`detail.labels`, `detail.values`). The spec's own words stay; the minimum
 * order and lead time of each way it is sold follow them, from the texts the Trade Terms page
 * shows (app/content/trade-terms.ts), so the two pages never disagree.
 */
const productDetails = [
  { label: 'origin', value: true },
  { label: 'packaging', value: true },
  { label: 'minimumOrder', value: true, terms: 'minimumOrder' },
  { label: 'leadTime', value: false, terms: 'leadTime' },
  { label: 'shipping', value: true },
] as const satisfies readonly {
  label: string;
  value: boolean;
  terms?: 'minimumOrder' | 'leadTime';
}[];

/**
 * One product in full: picture, category badge, name, price, description, details, its regions
 * and spec sheet (when it has spec facts) and the inquiry link.
 */
export function ProductProfile({
  product,
  specSheet,
}: {
  product: ShownProduct;
  specSheet?: SpecSheetLinks;
}) {
  const { t } = useTranslation('products');
  const trade = useTranslation('trade').t;
  const words = useProductWords();
  const localizedPath = useLocalizedPath();
  const nameLang = useLatinNameLang();
  const category = words.category(product);
  const price = words.price(product);
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
      <div className="overflow-hidden rounded-3xl bg-cream-100 shadow-sm ring-1 ring-tea-900/5">
        <Picture
          src={product.imageUrl}
          alt={words.imageAlt(product)}
          slot={halfColumnSlot}
          priority
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <div>
        <p
          className="inline-flex rounded-full bg-tea-100 px-4 py-1.5 text-xs font-semibold tracking-[0.16em] text-tea-800 uppercase"
          lang={category.lang}
        >
          {category.text}
        </p>
        <h1
          className="mt-5 text-4xl leading-tight font-semibold text-balance sm:text-5xl"
          lang={nameLang}
        >
          {product.name}
        </h1>
        <p className="mt-4 font-display text-2xl text-copper-700" lang={price.lang}>
          {price.text}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-ink/80" lang={product.descriptionLang}>
          {product.description}
        </p>
        <dl className="mt-8 grid gap-x-8 gap-y-5 border-y border-tea-900/10 py-7 sm:grid-cols-2">
          {productDetails.map((detail) => (
            <div key={detail.label}>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
                {t(`detail.labels.${detail.label}`)}
              </dt>
              {detail.value ? (
                <dd className="mt-1 font-semibold text-tea-900">
                  {t(`detail.values.${detail.label as Exclude<typeof detail.label, 'leadTime'>}`)}
                </dd>
              ) : null}
              {'terms' in detail
                ? saleForms.map((form) => {
                    // 'Bulk: …': the sale form and its terms, as a list of terms reads in each language.
                    const term = `${t(`detail.saleForms.${form.name}`)}: ${trade(`lineTerms.${form.line}.${detail.terms}`)}`;
                    return (
                      <dd key={term} data-testid="line-term" className="mt-1 text-sm text-ink/75">
                        {term}
                      </dd>
                    );
                  })
                : null}
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-ink/75">
          {t('detail.tradeTerms')} <TradeTermsLink />
        </p>
        {specSheet ? (
          <OriginAndSheetLinks name={product.name} links={specSheet} className="mt-6" />
        ) : null}
        <ButtonLink
          to={localizedPath(`/contact?product=${product.id}`)}
          variant="accent"
          className="mt-8"
        >
          {t('detail.requestPricing')}
        </ButtonLink>
        <RequestLinks tea={productTea(product.id)} className="mt-4" />
      </div>
    </div>
  );
}
