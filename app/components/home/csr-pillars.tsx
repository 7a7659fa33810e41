import { ButtonLink } from '~/components/ui/button-link';
import { FeatureCards } from '~/components/pages/feature-cards';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { csrPillars } from '~/content/csr';
import { useTranslation } from '~/i18n/translations';

/** Home, section 6: the three pillars of our social responsibility. */
export function CsrPillars() {
  const { t } = useTranslation('home');
  const pillars = useTranslation('csr').t.group('pillars');
  return (
    <PageSection tone="white" labelledBy="csr-pillars-title">
      <SectionHeading
        id="csr-pillars-title"
        eyebrow={t('responsibility.eyebrow')}
        title={t('responsibility.title')}
        intro={t('responsibility.intro')}
      />
      <FeatureCards
        features={csrPillars.map((pillar) => ({ ...pillar, ...pillars[pillar.id] }))}
        testId="csr-pillar"
      />
      <div className="mt-12 text-center">
        <ButtonLink to="/csr" variant="outline">
          {t('responsibility.link')}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
