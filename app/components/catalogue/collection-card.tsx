import { Link } from '@remix-run/react';
import { Picture } from '~/components/ui/picture';
import type { PremiumCollectionCard } from '~/content/catalogue/premium-collection-cards';
import { cardPictureSlots } from '~/features/pictures/picture-slots';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

type CardWords = Partial<Record<string, { title: string; description: string; imageAlt: string }>>;

/**
 * A collection's card with its words in the page's language (the `collections` namespace's
 * `cards`, which the page's loader sends); as the content writes it where they are not sent.
 */
export function cardInLanguage(
  card: PremiumCollectionCard,
  words: CardWords,
): PremiumCollectionCard {
  const text = words[card.slug];
  if (!text) return card;
  return {
    ...card,
    title: text.title,
    description: text.description,
    image: { ...card.image, alt: text.imageAlt },
  };
}

/**
 * A premium collection's card: its picture on its colour, title, text, the whole card a link.
 * The card's texts come in the page's language; 'View the collection' is the `collections`
 * namespace's, which every page showing cards sends (home and /products).
 */
export function CollectionCard({ card, to }: { card: PremiumCollectionCard; to: string }) {
  const { t } = useTranslation('collections');
  const localizedPath = useLocalizedPath();
  return (
    <Link
      to={localizedPath(to as `/${string}`)}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5 transition-shadow hover:shadow-xl"
    >
      <div className={`overflow-hidden ${card.bgColor}`}>
        <Picture
          src={card.image.src}
          alt={card.image.alt}
          slot={cardPictureSlots[3]}
          className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <h3 className="text-2xl font-semibold">{card.title}</h3>
        <p className="mt-3 flex-1 leading-relaxed text-ink/75">{card.description}</p>
        <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-copper-700 group-hover:text-copper-800">
          {t('page.viewCollection')}
          <span
            aria-hidden="true"
            className="transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
          >
            →
          </span>
        </span>
      </div>
    </Link>
  );
}
