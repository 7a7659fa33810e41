import type { ReactNode } from 'react';
import { PageSection } from '~/components/pages/page-section';
import { RequestLinks } from '~/components/requests/request-links';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { productLineImageSrc, type ProductLineFrame } from '~/content/catalogue/product-lines';
import type { Fact } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { BackLink } from './back-link';
import { OrderingTerms } from './ordering-terms';

/**
 * The `trade` and `catalogue` groups every product-line page sends from its loader, besides its
 * own group (its slug) of `catalogue`: the frame's words, the line's heading, the ordering terms'
 * labels and each line's terms, the request links' words and the certificates.
 */
export const productLinePageGroups = {
  catalogue: ['headings', 'linePage'],
  credentials: ['certificates'],
  trade: ['labels', 'lineTerms', 'requestLinks'],
} as const;

/** A page's ordering terms in the page's language, each looked up by its key. */
function useFactsIn(page: ProductLineFrame): Fact[] {
  const { t } = useTranslation('catalogue');
  const { t: trade } = useTranslation('trade');
  const own: Readonly<Record<string, Fact | undefined>> = t.group(`${page.slug}.facts`);
  const labels: Readonly<Record<string, string | undefined>> = trade.group('labels');
  const terms = trade.group('lineTerms')[page.slug];
  return page.factIds.flatMap((id) => {
    const label = labels[id];
    if (label !== undefined) {
      return [{ label, value: id === 'leadTime' ? terms.leadTime : terms.minimumOrder }];
    }
    const fact = own[id];
    return fact ? [fact] : [];
  });
}

/**
 * The frame every product-line page shares: hero with the line's picture, 'Back to Products',
 * the introduction, the page's own sections, ordering terms and the calls to action to /contact
 * and /request, in the page's language (the `catalogue` translation files).
 */
export function ProductLineLayout({
  page,
  children,
}: {
  page: ProductLineFrame;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const localizedPath = useLocalizedPath();
  const facts = useFactsIn(page);
  return (
    <>
      <PageHero
        eyebrow={t(`${page.slug}.eyebrow`)}
        title={t(`${page.slug}.title`)}
        intro={t(`headings.${page.slug}`)}
        image={productLineImageSrc(page.slug)}
        imageAlt={t(`${page.slug}.heroAlt`)}
      />
      <PageSection tone="cream">
        <BackLink to={localizedPath('/products')}>{t('linePage.back')}</BackLink>
        <div className="mt-8 max-w-3xl space-y-5 text-lg leading-relaxed text-ink/80">
          {t.group(`${page.slug}.intro`).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      {children}
      <OrderingTerms facts={facts} />
      <CallToAction
        title={t(`${page.slug}.invitation.heading`)}
        text={t(`${page.slug}.invitation.text`)}
      >
        <ButtonLink to="/contact" variant="accent">
          {t(`${page.slug}.invitation.linkLabel`)}
        </ButtonLink>
        <RequestLinks tea={page.requestTea} variant="light" className="justify-center" />
      </CallToAction>
    </>
  );
}
