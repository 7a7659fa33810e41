import { TradeTermsLink } from '~/components/trade-terms/trade-terms-link';
import { lineTerms } from '~/content/line-terms';
import { OriginAndSheetLinks } from '~/components/spec-sheets/origin-and-sheet-links';
import { ButtonLink } from '~/components/ui/button-link';
import { Picture } from '~/components/ui/picture';
import type { Product } from '~/features/catalogue/products.server';
import type { SpecSheetLinks } from '~/features/spec-sheets/spec-sheet';
import { halfColumnSlot } from '~/features/pictures/picture-slots';
import { RequestLinks } from '~/components/requests/request-links';
import { productTea } from '~/features/inquiries/tea-choices';

/**
 * The ways a product is sold ('Bulk or retail') and the product line whose terms apply to each:
 * bulk sacks, and retail packs under our own Adra brand.
 */
const saleForms = [
  { name: 'Bulk', terms: lineTerms.bulk },
  { name: 'Retail packs', terms: lineTerms.adra },
] as const;

/**
 * The fixed details every product shows (spec §2, product detail). The spec's own words stay;
 * the minimum order and lead time of each way it is sold follow them, from the module the Trade
 * Terms page shows (app/content/trade-terms.ts), so the two pages never disagree.
 */
const productDetails: readonly { label: string; value?: string; terms?: readonly string[] }[] = [
  { label: 'Origin', value: 'Ceylon (Sri Lanka)' },
  { label: 'Packaging', value: 'Bulk or retail' },
  {
    label: 'Minimum order',
    value: 'Please contact for details',
    terms: saleForms.map((form) => `${form.name}: ${form.terms.minimumOrder}`),
  },
  {
    label: 'Lead time',
    terms: saleForms.map((form) => `${form.name}: ${form.terms.leadTime}`),
  },
  { label: 'Shipping', value: 'International shipping available' },
];

/**
 * One product in full: picture, category badge, name, price, description, details, its regions
 * and spec sheet (when it has spec facts) and the inquiry link.
 */
export function ProductProfile({
  product,
  specSheet,
}: {
  product: Product;
  specSheet?: SpecSheetLinks;
}) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
      <div className="overflow-hidden rounded-3xl bg-cream-100 shadow-sm ring-1 ring-tea-900/5">
        <Picture
          src={product.imageUrl}
          alt={`${product.name}: ${product.category.toLowerCase()} from Sri Lanka`}
          slot={halfColumnSlot}
          priority
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <div>
        <p className="inline-flex rounded-full bg-tea-100 px-4 py-1.5 text-xs font-semibold tracking-[0.16em] text-tea-800 uppercase">
          {product.category}
        </p>
        <h1 className="mt-5 text-4xl leading-tight font-semibold text-balance sm:text-5xl">
          {product.name}
        </h1>
        <p className="mt-4 font-display text-2xl text-copper-700">{product.price}</p>
        <p className="mt-6 text-lg leading-relaxed text-ink/80">{product.description}</p>
        <dl className="mt-8 grid gap-x-8 gap-y-5 border-y border-tea-900/10 py-7 sm:grid-cols-2">
          {productDetails.map((detail) => (
            <div key={detail.label}>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
                {detail.label}
              </dt>
              {detail.value ? (
                <dd className="mt-1 font-semibold text-tea-900">{detail.value}</dd>
              ) : null}
              {detail.terms?.map((term) => (
                <dd key={term} data-testid="line-term" className="mt-1 text-sm text-ink/75">
                  {term}
                </dd>
              ))}
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-ink/75">
          Packing, container loads, Incoterms and payment: <TradeTermsLink />
        </p>
        {specSheet ? (
          <OriginAndSheetLinks name={product.name} links={specSheet} className="mt-6" />
        ) : null}
        <ButtonLink to={`/contact?product=${product.id}`} variant="accent" className="mt-8">
          Request Pricing Information
        </ButtonLink>
        <RequestLinks tea={productTea(product.id)} className="mt-4" />
      </div>
    </div>
  );
}
