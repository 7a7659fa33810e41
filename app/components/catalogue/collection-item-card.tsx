import type { ReactNode } from 'react';
import { RequestLinks } from '~/components/requests/request-links';
import { Picture } from '~/components/ui/picture';
import { QuietLink } from '~/components/ui/quiet-link';
import { ChevronDownIcon } from '~/components/ui/icons';
import type { CollectionItem } from '~/content/catalogue/premium-collections';
import { collectionItemTea } from '~/features/inquiries/tea-choices';
import { cardPictureSlots } from '~/features/pictures/picture-slots';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { LatinName, useLatinNameLang } from './latin-name';

/**
 * A collapsible section of an item card: a native <details>, so it toggles without script. Open,
 * its text lies over the card's picture, in a box of the picture's size that scrolls, rather than
 * lengthening the card: a longer card would stretch its row and push the rows below it down.
 * The card's sections share a `name`, so opening one closes the other where browsers know it.
 */
function ItemSection({
  title,
  group,
  children,
}: {
  title: string;
  group: string;
  children: ReactNode;
}) {
  return (
    <details name={group} className="group/section border-t border-tea-900/10">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-sm font-semibold text-tea-800 hover:text-copper-700 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon className="shrink-0 transition-transform group-open/section:rotate-180" />
      </summary>
      {/* Focusable, so a keyboard can scroll a long text. */}
      <div
        tabIndex={0}
        className="absolute inset-x-0 top-0 aspect-[4/3] overflow-y-auto bg-white p-6 text-sm leading-relaxed text-ink/75 shadow-md"
      >
        {children}
      </div>
    </details>
  );
}

/** One tea of a premium collection: picture, name, its sections and its request links. */
export function CollectionItemCard({
  item,
  collectionSlug,
}: {
  item: CollectionItem;
  collectionSlug: string;
}) {
  const { t } = useTranslation('collections');
  const localizedPath = useLocalizedPath();
  const nameLang = useLatinNameLang();
  const sectionGroup = `${collectionSlug}-${item.slug}-sections`;
  return (
    <article
      data-testid="collection-item"
      className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5"
    >
      {/* The picture's text is the tea's name, kept as written. */}
      <div
        className="bg-cream-100"
        style={{ backgroundColor: item.imageBackground }}
        lang={nameLang}
      >
        <Picture
          src={item.imageUrl}
          alt={item.name}
          slot={cardPictureSlots[3]}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl leading-snug font-semibold" lang={nameLang}>
          {item.name}
        </h3>
        {item.summary ? (
          <p className="mt-2 text-sm font-medium text-copper-700">{item.summary}</p>
        ) : null}
        <div className="mt-5 flex-1 [&>details:last-child]:border-b">
          <ItemSection title={t('page.productInfo')} group={sectionGroup}>
            {item.productInfo.map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </ItemSection>
          {item.ingredients ? (
            <ItemSection title={t('page.ingredients')} group={sectionGroup}>
              <ul className="list-disc space-y-1 ps-5">
                {item.ingredients.map((ingredient) => (
                  <li key={ingredient}>{ingredient}</li>
                ))}
              </ul>
            </ItemSection>
          ) : null}
        </div>
        <RequestLinks
          tea={collectionItemTea(collectionSlug, item.slug)}
          teaName={item.name}
          leadWithQuote
          quietLinks={
            <QuietLink to={localizedPath(`/contact?item=${collectionSlug}/${item.slug}`)}>
              {t('page.requestInformation')}
              <span className="sr-only">
                : <LatinName>{item.name}</LatinName>
              </span>
            </QuietLink>
          }
          className="mt-5"
        />
      </div>
    </article>
  );
}
