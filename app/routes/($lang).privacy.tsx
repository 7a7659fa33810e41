import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LegalDocument, legalSections, legalTextParts } from '~/components/pages/legal-document';
import { site } from '~/config/site';
import { privacySections, privacyUpdated, privacyValues } from '~/content/privacy';
import { metaTranslator } from '~/i18n/meta-translator';
import { RichText, useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { usePeriod } from '~/i18n/use-period';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'privacy');
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description', { brand: site.brand }),
  });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['legal', 'periods', 'privacy']) };
}

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const values = privacyValues(usePeriod());
  return (
    <LegalDocument
      title={t('hero.title')}
      intro={t('hero.intro')}
      updated={privacyUpdated}
      sections={legalSections(t, privacySections, values)}
    >
      <h2 className="text-xl font-semibold">{t('closing.title')}</h2>
      <p className="mt-3">
        <RichText
          text={t('closing.text', values)}
          parts={{
            ...legalTextParts,
            mail: (
              <a
                href={`mailto:${site.emails.general}`}
                className="font-semibold text-copper-700 underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
    </LegalDocument>
  );
}
