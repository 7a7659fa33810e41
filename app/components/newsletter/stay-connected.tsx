import { Link } from '@remix-run/react';
import { site } from '~/config/site';
import { Container } from '~/components/ui/container';
import { RichText, useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { NewsletterForm } from './newsletter-form';
import { newsletterSectionId } from './newsletter-form-view';

/**
 * The 'Stay Connected' newsletter block. Its form posts to the page it is on, whose route
 * exports the shared newsletter action (see app/features/inquiries/handlers.server.ts). Its words
 * are in `subscribe`, its messages and notices in `forms`: a page showing it sends both.
 */
export function StayConnected() {
  const { t } = useTranslation('subscribe');
  const localized = useLocalizedPath();
  return (
    <section
      id={newsletterSectionId}
      aria-labelledby={`${newsletterSectionId}-title`}
      className="paint-near-screen bg-cream-100"
    >
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase">
            {t('eyebrow')}
          </p>
          <h2
            id={`${newsletterSectionId}-title`}
            className="mt-3 text-3xl font-semibold sm:text-4xl"
          >
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-ink/75">{t('intro')}</p>
          <NewsletterForm />
          <p className="mt-4 text-sm text-ink/65">
            <RichText
              text={t('consent', { brand: site.brand })}
              parts={{
                privacy: (
                  <Link to={localized('/privacy')} className="underline hover:text-copper-700" />
                ),
              }}
            />
          </p>
        </div>
      </Container>
    </section>
  );
}
