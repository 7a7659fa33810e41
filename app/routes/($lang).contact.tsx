import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translations';
import { BusinessInquiryCards } from '~/components/contact/business-inquiry-cards';
import { ExportTeam } from '~/components/contact/export-team';
import { ContactDetails } from '~/components/contact/contact-details';
import { ContactForm } from '~/components/contact/contact-form';
import { FindUs } from '~/components/contact/find-us';
import { FormWithAside } from '~/components/forms/form-with-aside';
import { PageHero } from '~/components/ui/page-hero';
import { contactPrefillFor } from '~/features/inquiries/contact-prefill.server';
import { contactFormAction } from '~/features/inquiries/handlers.server';
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'contact');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    prefill: contactPrefillFor(url.searchParams, languageOfPath(url.pathname)),
    translations: pageTranslations({ request, context }, ['contact', 'forms', 'places', 'team']),
  };
}

export function action(args: ActionFunctionArgs) {
  return contactFormAction(args);
}

export default function ContactPage() {
  const { prefill } = useLoaderData<typeof loader>();
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        image="/images/pages/hero-contact.jpg"
        intro={t('hero.intro')}
      />
      <FormWithAside
        titleId="get-in-touch-title"
        title={t('form.title')}
        intro={t('form.intro')}
        asideLabel={t('form.asideLabel')}
        aside={
          <div className="space-y-12">
            <ContactDetails />
            <ExportTeam headingId="export-team-title" title={t('form.teamTitle')} />
          </div>
        }
      >
        <ContactForm prefill={prefill} />
      </FormWithAside>
      <FindUs />
      <BusinessInquiryCards />
    </>
  );
}
