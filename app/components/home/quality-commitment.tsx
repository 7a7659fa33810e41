import { ButtonLink } from '~/components/ui/button-link';
import { FramedImage } from '~/components/pages/framed-image';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { qualityHighlights } from '~/content/home';
import { useTranslation } from '~/i18n/translations';
import { halfColumnSlot } from '~/features/pictures/picture-slots';

/** Home, section 2: the company's promise of quality, resting on its 70 years of expertise. */
export function QualityCommitment() {
  const { t } = useTranslation('home');
  return (
    <PageSection tone="cream" labelledBy="quality-commitment-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="quality-commitment-title"
            align="start"
            eyebrow={t('quality.eyebrow')}
            title={t('quality.title')}
          />
          {t.group('quality.paragraphs').map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink/80">
              {paragraph}
            </p>
          ))}
          <ButtonLink to="/about" className="mt-8">
            {t('quality.link')}
          </ButtonLink>
        </div>
        <div>
          <FramedImage
            src="/images/pages/about-estate.jpg"
            alt={t('quality.imageAlt')}
            slot={halfColumnSlot}
          />
          {/* Each figure is read once, with its label: '70+ years of tea-making expertise'. */}
          <ul className="mt-8 grid grid-cols-3 gap-4 text-center">
            {qualityHighlights.map((highlight) => (
              <li
                key={highlight.id}
                data-testid="highlight"
                className="rounded-2xl bg-white px-2 py-5 shadow-sm ring-1 ring-tea-900/5"
              >
                <span className="block font-display text-3xl font-semibold text-copper-600 sm:text-4xl">
                  {highlight.value}
                </span>{' '}
                <span className="mt-1 block text-xs leading-snug text-ink/70 sm:text-sm">
                  {t.group('quality.highlights')[highlight.id]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
