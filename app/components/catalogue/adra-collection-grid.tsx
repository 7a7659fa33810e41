import { PageSection } from '~/components/pages/page-section';
import { Picture } from '~/components/ui/picture';
import { SectionHeading } from '~/components/ui/section-heading';
import type { AdraCollectionFrame } from '~/content/catalogue/adra';
import { cardPictureSlots } from '~/features/pictures/picture-slots';
import { useTranslation } from '~/i18n/translations';
import { centredCardList, centredCardWidths } from './centred-cards';

/** The seven Adra collections, each on its own colour, in the page's language. */
export function AdraCollectionGrid({
  collections,
}: {
  collections: readonly AdraCollectionFrame[];
}) {
  const { t } = useTranslation('catalogue');
  const texts = t.group('adra.collections.items');
  return (
    <PageSection tone="white" labelledBy="adra-collections-title">
      <SectionHeading
        id="adra-collections-title"
        eyebrow={t('adra.collections.eyebrow')}
        title={t('adra.collections.title')}
        align="start"
      />
      <ul className={`mt-12 ${centredCardList}`}>
        {collections.map((collection) => {
          const words = texts[collection.key];
          return (
            <li
              key={collection.id}
              data-testid="adra-collection"
              className={`flex flex-col overflow-hidden rounded-3xl ring-1 ring-tea-900/5 ${collection.bgColor} ${centredCardWidths[3]}`}
            >
              <Picture
                src={collection.image.src}
                alt={words.imageAlt}
                slot={cardPictureSlots[3]}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex-1 p-7">
                <h3 className="text-2xl font-semibold">{words.title}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">{words.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
