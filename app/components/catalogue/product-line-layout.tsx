import type { ReactNode } from 'react';
import { PageSection } from '~/components/pages/page-section';
import { RequestLinks } from '~/components/requests/request-links';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { findProductLine, type ProductLinePage } from '~/content/catalogue/product-lines';
import { BackLink } from './back-link';
import { OrderingTerms } from './ordering-terms';

/**
 * The frame every product-line page shares: hero with the line's picture, 'Back to Products',
 * the introduction, the page's own sections, ordering terms and the calls to action to /contact
 * and /request.
 */
export function ProductLineLayout({
  page,
  children,
}: {
  page: ProductLinePage;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={findProductLine(page.slug)?.heading}
        image={page.hero.src}
        imageAlt={page.hero.alt}
      />
      <PageSection tone="cream">
        <BackLink to="/products">Back to Products</BackLink>
        <div className="mt-8 max-w-3xl space-y-5 text-lg leading-relaxed text-ink/80">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      {children}
      <OrderingTerms facts={page.facts} />
      <CallToAction title={page.invitation.heading} text={page.invitation.text}>
        <ButtonLink to="/contact" variant="accent">
          {page.invitation.linkLabel}
        </ButtonLink>
        <RequestLinks tea={page.requestTea} variant="light" className="justify-center" />
      </CallToAction>
    </>
  );
}
