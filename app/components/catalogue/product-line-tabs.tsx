import { ButtonLink } from '~/components/ui/button-link';
import { mirroredInRtl } from '~/components/ui/icons';
import { Picture } from '~/components/ui/picture';
import {
  highlightWith,
  productLines,
  type ProductLine,
  type ProductLineSlug,
} from '~/content/catalogue/product-lines';
import { productListingSearch } from '~/features/catalogue/product-listing-url';
import { containerSlot } from '~/features/pictures/picture-slots';
import { RichText, useTranslation } from '~/i18n/translations';
import { BulletList } from './bullet-list';
import { ListingLink } from './listing-link';

export const productLinesSectionId = 'product-lines';

/** The line's picture: the panel's width, then its left half (no gap). */
const linePictureSlot = containerSlot([
  { fromViewport: 0, share: 1 },
  { fromViewport: 1024, share: 1 / 2 },
]);

/**
 * The `catalogue` and `trade` groups the tabs show, which the page showing them sends from its
 * loader (the lines' names are the menu's, in `common`).
 */
export const productLineTabsGroups = {
  catalogue: ['tabs', 'headings', 'lines'],
  trade: ['lineTerms'],
} as const;

/** The words of a line's tab and panel, as they are shown. */
interface TabWords {
  label: string;
  heading: string;
  description: string;
  highlights: readonly string[];
  imageAlt: string;
  learnMore: string;
}

/** The tab's words in the page's language: its loader sends `productLineTabsGroups`. */
function useTabWords(line: ProductLine, name: string): TabWords {
  const { t } = useTranslation('catalogue');
  const { t: trade } = useTranslation('trade');
  const words = t.group(`lines.${line.slug}`);
  const leadTime = trade(`lineTerms.${line.slug}.leadTime`);
  return {
    label: t('tabs.label'),
    heading: t(`headings.${line.slug}`),
    description: words.description,
    highlights: words.highlights.map((highlight) => highlightWith(highlight, leadTime)),
    imageAlt: words.imageAlt,
    learnMore: t('tabs.learnMore', { line: name }),
  };
}

/** The five product-line tabs of /products and the open tab's panel, in the page's language. */
export function ProductLineTabs({ tab, category }: { tab: ProductLineSlug; category: string }) {
  const { t: common } = useTranslation();
  const line = productLines.find((candidate) => candidate.slug === tab) ?? productLines[0];
  const name = line ? common(`nav.${line.tabLabel}`) : '';
  const words = useTabWords(line ?? productLines[0]!, name);
  if (!line) return null;
  return (
    <div className="mt-12">
      <nav aria-label={words.label}>
        <ul className="flex flex-wrap justify-center gap-1.5 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-tea-900/10 sm:flex-nowrap sm:rounded-full">
          {productLines.map((candidate) => {
            const active = candidate.slug === line.slug;
            return (
              <li key={candidate.slug} className="sm:flex-1">
                <ListingLink
                  search={productListingSearch({ tab: candidate.slug, category })}
                  sectionId={productLinesSectionId}
                  aria-current={active ? 'true' : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                    active ? 'bg-tea-800 text-cream-50 shadow' : 'text-tea-800 hover:bg-tea-50'
                  }`}
                >
                  {common(`nav.${candidate.tabLabel}`)}
                </ListingLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div
        data-testid="product-line-panel"
        className="mt-10 grid items-center gap-10 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5 lg:grid-cols-2 lg:gap-0"
      >
        <Picture
          src={line.image.src}
          alt={words.imageAlt}
          slot={linePictureSlot}
          className="aspect-[3/2] h-full w-full bg-cream-100 object-cover"
        />
        <div className="px-6 pb-10 sm:px-10 lg:py-12">
          <p className="text-xs font-semibold tracking-[0.2em] text-copper-600 uppercase">{name}</p>
          <h3 className="mt-3 text-2xl leading-snug font-semibold sm:text-3xl">{words.heading}</h3>
          <p className="mt-4 leading-relaxed text-ink/75">{words.description}</p>
          <BulletList items={words.highlights} className="mt-6" />
          <ButtonLink to={line.path} className="mt-8">
            <RichText text={words.learnMore} parts={{ more: <span className="sr-only" /> }} />
            <span aria-hidden="true" className={`inline-block ${mirroredInRtl}`}>
              →
            </span>
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
