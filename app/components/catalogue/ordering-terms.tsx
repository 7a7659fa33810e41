import { Link } from '@remix-run/react';
import { PageSection } from '~/components/pages/page-section';
import { FactList } from '~/components/ui/fact-list';
import { SectionHeading } from '~/components/ui/section-heading';
import { certifications } from '~/content/catalogue/certifications';
import type { Fact } from '~/content/catalogue/types';
import { RichText, useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

/**
 * A product line's own ordering terms beside the certifications it is made under. What holds
 * for every line (packing, Incoterms, payment, documents, samples) is on /trade-terms, linked
 * here rather than repeated. The certificates' words are the `credentials` files'
 * (`certificates`), their titles the schemes' codes, the same in every language.
 */
export function OrderingTerms({ facts }: { facts: readonly Fact[] }) {
  const { t } = useTranslation('catalogue');
  const { t: credentials } = useTranslation('credentials');
  const certificateTexts: Readonly<Record<string, { description: string } | undefined>> =
    credentials.group('certificates');
  const localizedPath = useLocalizedPath();
  return (
    <PageSection tone="white" labelledBy="ordering-terms-title">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="ordering-terms-title"
            eyebrow={t('linePage.ordering.eyebrow')}
            title={t('linePage.ordering.title')}
            align="start"
          />
          <FactList facts={facts} className="mt-8" />
          <p className="mt-6 leading-relaxed text-ink/80">
            <RichText
              text={t('linePage.ordering.seeTradeTerms')}
              parts={{
                terms: (
                  <Link
                    to={localizedPath('/trade-terms')}
                    className="font-semibold text-copper-700 underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        </div>
        <div>
          <h2 className="text-2xl font-semibold sm:text-3xl">{t('linePage.ordering.certified')}</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {certifications.map((certification) => (
              <li key={certification.title} className="rounded-2xl bg-cream-100 p-5">
                <p className="font-display text-xl font-semibold text-tea-900">
                  {certification.title}
                </p>
                <p className="mt-2 text-sm leading-relaxed text-ink/75">
                  {certificateTexts[certification.title]?.description ?? certification.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
