import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BuyerRequestForm } from '~/components/requests/buyer-request-form';
import { WhatHappensNext } from '~/components/requests/what-happens-next';
import { ExportTeam } from '~/components/contact/export-team';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { FormWithAside } from '~/components/forms/form-with-aside';
import { PageHero } from '~/components/ui/page-hero';
import { buyerRequestPrefillFor } from '~/features/inquiries/buyer-request-prefill';
import { buyerRequestFormAction } from '~/features/inquiries/handlers.server';
import { pageMeta } from '~/seo/page-meta';
import { teaValues } from '~/features/inquiries/tea-choices';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'request');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  const teaChoices = listTeaChoices();
  return {
    prefill: buyerRequestPrefillFor(new URL(request.url).searchParams, teaValues(teaChoices)),
    teaChoices,
    // The page's and its form's texts, the countries' names in the page's language and order, and
    // the export team's roles and languages beside the form.
    translations: pageTranslations({ request, context }, ['countries', 'forms', 'request', 'team']),
  };
}

export function action(args: ActionFunctionArgs) {
  return buyerRequestFormAction(args);
}

export default function RequestPage() {
  const { prefill, teaChoices } = useLoaderData<typeof loader>();
  const { t } = useTranslation('request');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        image="/images/pages/hero-request.jpg"
        intro={t('hero.intro')}
      />
      <FormWithAside
        titleId="request-form-title"
        title={t('page.formTitle')}
        intro={t('page.formIntro')}
        asideLabel={t('page.asideLabel')}
        aside={
          <div className="space-y-12">
            <WhatHappensNext />
            <ExportTeam headingId="export-team-title" title={t('page.teamTitle')} />
          </div>
        }
      >
        <BuyerRequestForm prefill={prefill} teaChoices={teaChoices} />
      </FormWithAside>
    </>
  );
}
