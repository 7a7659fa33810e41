import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BackLink } from '~/components/catalogue/back-link';
import { BrewingGuideCard } from '~/components/catalogue/brewing-guide-card';
import { centredCardList, centredCardWidths } from '~/components/catalogue/centred-cards';
import { CollectionItemCard } from '~/components/catalogue/collection-item-card';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { readPremiumCollection } from '~/features/catalogue/collections.server';
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction<typeof loader> = (args) => {
  const loaded = args.data;
  if (!loaded) {
    const common = metaTranslator(args, 'common');
    return pageMeta({
      title: common('notFound.title'),
      description: common('notFound.description'),
    });
  }
  const t = metaTranslator(args, 'collections');
  return pageMeta({
    title: t('page.title', { title: loaded.collection.title }),
    description: loaded.collection.description,
  });
};

/**
 * The collection is read on the server in the page's language, so only its own items and texts
 * travel to the browser.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const collection = readPremiumCollection(params.collection, language);
  if (!collection) throw data(null, { status: 404 });
  return {
    collection,
    translations: pageTranslations({ request, context }, ['collections', 'trade']),
  };
}

export default function PremiumCollectionPage() {
  const { collection } = useLoaderData<typeof loader>();
  const { t } = useTranslation('collections');
  const localizedPath = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t('page.eyebrow')}
        title={t('page.title', { title: collection.title })}
        intro={collection.intro}
        image={collection.image.src}
      />
      <PageSection tone="cream" labelledBy="collection-items-title">
        <BackLink to={localizedPath('/products')}>{t('page.backToCollections')}</BackLink>
        {collection.brewingGuide ? (
          <div className="mt-8">
            <BrewingGuideCard guide={collection.brewingGuide} />
          </div>
        ) : null}
        <div className="mt-14">
          <SectionHeading
            id="collection-items-title"
            eyebrow={t('page.teaCount', { count: collection.items.length })}
            title={t('page.itemsTitle', { title: collection.title })}
          />
        </div>
        <ul className={`mt-10 ${centredCardList}`}>
          {collection.items.map((item) => (
            <li key={item.slug} className={centredCardWidths[3]}>
              <CollectionItemCard item={item} collectionSlug={collection.slug} />
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        title={t('page.cta.title')}
        text={t('page.cta.text', { title: collection.title })}
      >
        <ButtonLink to={localizedPath('/contact')} variant="accent">
          {t('page.cta.link')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
