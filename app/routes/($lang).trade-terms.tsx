import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { RequestLinks } from '~/components/requests/request-links';
import { PageSection } from '~/components/pages/page-section';
import { ContainerLoadCard } from '~/components/trade-terms/container-load-card';
import { SackWeightsTable } from '~/components/trade-terms/sack-weights-table';
import { TermCard } from '~/components/trade-terms/term-card';
import { TermsSection } from '~/components/trade-terms/terms-section';
import { CallToAction } from '~/components/ui/call-to-action';
import { FactList } from '~/components/ui/fact-list';
import { PageHero } from '~/components/ui/page-hero';
import { productLines } from '~/content/catalogue/product-lines';
import {
  containerLoads,
  documentsOnRequest,
  documentsWithEveryShipment,
  incoterms,
  packingFormatsIn,
  paymentTerms,
  sackFills,
  samplePolicy,
  type ExportDocument,
} from '~/content/trade-terms';
import { metaTranslator } from '~/i18n/meta-translator';
import { RichText, useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { translatorFor } from '~/i18n/translator';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';
import { webPageNode, type StructuredDataHandle } from '~/seo/structured-data';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'tradeTerms');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['trade', 'tradeTerms']) };
}

export const handle: StructuredDataHandle = {
  // In the page's words, which its loader adds to the language's table: none where the loader
  // did not run (a refused POST).
  structuredData: (address, data) => {
    if (data === undefined) return [];
    const t = translatorFor(address.language, 'tradeTerms');
    const page = {
      path: '/trade-terms',
      name: t('meta.title'),
      description: t('meta.description'),
    } as const;
    return [webPageNode(address, page)];
  },
};

/** The page's parts, in order, for its contents list and their anchors. */
const sectionIds = [
  'packing',
  'container-loads',
  'minimum-orders',
  'incoterms',
  'payment',
  'documents',
  'samples',
] as const;

export default function TradeTermsPage() {
  const { t } = useTranslation('tradeTerms');
  const { t: trade } = useTranslation('trade');
  const localizedPath = useLocalizedPath();
  const sectionTitles = t.group('sections');
  const documentTexts = t.group('documents.items');
  const documentFacts = (documents: readonly ExportDocument[]) =>
    documents.map((document) => ({
      label: documentTexts[document.id].name,
      value: t('documents.issuedBy', {
        description: documentTexts[document.id].description,
        issuer: documentTexts[document.id].issuedBy,
      }),
    }));
  const sackGroups = t.group('sackGroups');
  const fills = sackFills.map((fill) => ({ ...fill, group: sackGroups[fill.id] }));
  const incotermTexts = t.group('incoterms.terms');
  const paymentTexts = t.group('payment.terms');
  const sampleTexts = t.group('samples');
  const { t: common } = useTranslation();
  const lineTerms = trade.group('lineTerms');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-trade-terms.jpg"
      />

      <PageSection tone="cream">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <p className="text-lg leading-relaxed text-ink/80">
            <RichText
              text={t('standardTerms')}
              parts={{
                terms: (
                  <Link
                    to={localizedPath('/terms')}
                    className="font-semibold text-copper-700 underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
          <nav aria-labelledby="contents-title" className="rounded-3xl bg-cream-100 p-7">
            <h2
              id="contents-title"
              className="font-sans text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase"
            >
              {t('contents')}
            </h2>
            <ol className="mt-4 grid gap-1">
              {sectionIds.map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-block py-0.5 text-tea-800 underline-offset-4 hover:text-copper-700 hover:underline"
                  >
                    {sectionTitles[id]}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </PageSection>

      <TermsSection id="packing" tone="white" title={sectionTitles.packing}>
        <FactList
          className="max-w-4xl"
          facts={packingFormatsIn(t.group('packingFormats')).map((format) => ({
            label: format.name,
            value: `${format.netWeight}. ${format.description}`,
          }))}
        />
        <div className="mt-12">
          <SackWeightsTable fills={fills} />
        </div>
      </TermsSection>

      <TermsSection
        id="container-loads"
        tone="sand"
        title={sectionTitles['container-loads']}
        intro={t('containers.intro')}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {containerLoads.map((load) => (
            <ContainerLoadCard key={load.name} load={load} fills={fills} />
          ))}
        </div>
        <p className="mt-8 max-w-3xl text-lg leading-relaxed text-ink/80">
          {t('containers.smallerLots')}
        </p>
      </TermsSection>

      <TermsSection
        id="minimum-orders"
        tone="cream"
        title={sectionTitles['minimum-orders']}
        intro={t('minimumOrders.intro')}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {productLines.map((line) => (
            <TermCard
              key={line.slug}
              title={
                <Link
                  to={localizedPath(line.path)}
                  className="underline underline-offset-4 hover:text-copper-700"
                >
                  {common(`nav.${line.tabLabel}`)}
                </Link>
              }
            >
              <FactList
                className="mt-6"
                facts={[
                  { label: trade('labels.minimumOrder'), value: lineTerms[line.slug].minimumOrder },
                  { label: trade('labels.leadTime'), value: lineTerms[line.slug].leadTime },
                ]}
              />
            </TermCard>
          ))}
        </div>
      </TermsSection>

      <TermsSection
        id="incoterms"
        tone="white"
        title={sectionTitles.incoterms}
        intro={t('incoterms.note')}
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {incoterms.map(({ code }) => (
            <TermCard
              key={code}
              title={incotermTexts[code].quotedAs}
              subtitle={incotermTexts[code].name}
            >
              <FactList
                className="mt-6"
                facts={[
                  { label: t('incoterms.weArrange'), value: incotermTexts[code].weArrange },
                  { label: t('incoterms.youArrange'), value: incotermTexts[code].youArrange },
                  { label: t('incoterms.riskPasses'), value: incotermTexts[code].riskPasses },
                ]}
              />
            </TermCard>
          ))}
        </div>
      </TermsSection>

      <TermsSection
        id="payment"
        tone="sand"
        title={sectionTitles.payment}
        intro={t('payment.note')}
      >
        <FactList
          className="max-w-4xl"
          facts={paymentTerms.map(({ id }) => ({
            label: paymentTexts[id].name,
            value: paymentTexts[id].description,
          }))}
        />
      </TermsSection>

      <TermsSection id="documents" tone="cream" title={sectionTitles.documents}>
        <h3 className="text-2xl font-semibold">{t('documents.withEveryShipment')}</h3>
        <FactList className="mt-6 max-w-4xl" facts={documentFacts(documentsWithEveryShipment)} />
        <h3 className="mt-12 text-2xl font-semibold">{t('documents.onRequest')}</h3>
        <FactList className="mt-6 max-w-4xl" facts={documentFacts(documentsOnRequest)} />
      </TermsSection>

      <TermsSection id="samples" tone="white" title={sectionTitles.samples}>
        <FactList
          className="max-w-4xl"
          facts={samplePolicy.map(({ id }) => ({
            label: sampleTexts[id].name,
            value: sampleTexts[id].description,
          }))}
        />
      </TermsSection>

      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        <RequestLinks variant="accent" />
      </CallToAction>
    </>
  );
}
