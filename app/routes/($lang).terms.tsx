import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { LegalDocument, legalSections, legalTextParts } from '~/components/pages/legal-document';
import { site } from '~/config/site';
import { headOfficeCountryCode, termsNames, termsSections, termsUpdated } from '~/content/terms';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { RichText, useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLanguage, useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'terms');
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description', { brand: site.brand }),
  });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['legal', 'terms']) };
}

/** The head office's country in the page's language: 'Sri Lanka', 'سريلانكا', 'Шри-Ланка'. */
function countryIn(language: Language): string {
  if (language === defaultLanguage) return site.headOffice.country;
  return (
    new Intl.DisplayNames([language], { type: 'region' }).of(headOfficeCountryCode) ??
    site.headOffice.country
  );
}

export default function TermsPage() {
  const { t } = useTranslation('terms');
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const values = { ...termsNames, country: countryIn(language) };
  return (
    <LegalDocument
      title={t('hero.title')}
      intro={t('hero.intro')}
      updated={termsUpdated}
      sections={legalSections(t, termsSections, values)}
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
            privacy: (
              <Link
                to={localizedPath('/privacy')}
                className="font-semibold text-copper-700 underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
    </LegalDocument>
  );
}
