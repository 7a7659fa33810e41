import { ButtonLink } from '~/components/ui/button-link';
import { FramedImage } from '~/components/pages/framed-image';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { qualityCommitment } from '~/content/home';
import { halfColumnSlot } from '~/features/pictures/picture-slots';

/** Home, section 2: the company's promise of quality, resting on its 70 years of expertise. */
export function QualityCommitment() {
  return (
    <PageSection tone="cream" labelledBy="quality-commitment-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="quality-commitment-title"
            align="start"
            eyebrow={qualityCommitment.eyebrow}
            title={qualityCommitment.title}
          />
          {qualityCommitment.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink/80">
              {paragraph}
            </p>
          ))}
          <ButtonLink to="/about" className="mt-8">
            {qualityCommitment.linkText}
          </ButtonLink>
        </div>
        <div>
          <FramedImage
            src="/images/pages/about-estate.jpg"
            alt="Our tea factory on a hillside of terraced tea, with a plucker at work in the foreground"
            slot={halfColumnSlot}
          />
          {/* Each figure is read once, with its label: '70+ years of tea-making expertise'. */}
          <ul className="mt-8 grid grid-cols-3 gap-4 text-center">
            {qualityCommitment.highlights.map((highlight) => (
              <li
                key={highlight.label}
                data-testid="highlight"
                className="rounded-2xl bg-white px-2 py-5 shadow-sm ring-1 ring-tea-900/5"
              >
                <span className="block font-display text-3xl font-semibold text-copper-600 sm:text-4xl">
                  {highlight.value}
                </span>{' '}
                <span className="mt-1 block text-xs leading-snug text-ink/70 sm:text-sm">
                  {highlight.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
