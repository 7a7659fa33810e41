import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { NumberedPoints } from '~/components/story/numbered-points';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { healthBenefits, healthIntro, teaTypes } from '~/content/health';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Health & Wellness',
    description:
      'What research says about tea and health: heart health, antioxidants, mental clarity, digestion and hydration, and how black, green and herbal teas differ.',
  });

/** The texts of 'Stay Connected': its messages and notices. */
export function loader({ request }: LoaderFunctionArgs) {
  return { translations: pageTranslations(request, ['forms']) };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/health');

export default function HealthPage() {
  return (
    <>
      <PageHero
        eyebrow="Health & Wellness"
        title="The Goodness in Every Cup"
        intro="Black, green and herbal teas, and what nutrition research says about drinking them every day."
        image="/images/pages/health-cups.jpg"
        imageAlt="Three cups of tea: black, green and a red hibiscus infusion"
      />

      <PageSection tone="cream" labelledBy="health-intro-title">
        <div className="max-w-3xl">
          <SectionHeading
            id="health-intro-title"
            align="start"
            eyebrow="Tea and Wellbeing"
            title={healthIntro.title}
          />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
            {healthIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="benefits-title">
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="lg:sticky lg:top-36">
            <SectionHeading
              id="benefits-title"
              align="start"
              eyebrow="Benefits"
              title="Five Reasons to Reach for Tea"
            />
          </div>
          <NumberedPoints points={healthBenefits} layout="stacked" testId="health-benefit" />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy="tea-types-title">
        <SectionHeading
          id="tea-types-title"
          eyebrow="Choose Your Cup"
          title="Black, Green and Herbal"
          intro="All true tea comes from one plant; what happens after plucking decides its character."
        />
        <ul className="mt-14 grid gap-12 lg:grid-cols-3 lg:gap-10">
          {teaTypes.map((teaType) => (
            <li key={teaType.id} data-testid="tea-type" className="flex flex-col items-center">
              <div
                aria-hidden="true"
                className="size-24 rounded-full border-8 border-cream-100 shadow-inner ring-1 ring-tea-900/10"
                style={{ backgroundColor: teaType.color }}
              />
              <div className="mt-6 w-full border-t-2 border-copper-300 pt-6">
                <h3 className="text-2xl font-semibold">{teaType.name}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">{teaType.description}</p>
                <ul className="mt-6 space-y-2 border-t border-tea-900/10 pt-5 text-sm text-ink/80">
                  {teaType.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full"
                        style={{ backgroundColor: teaType.color }}
                      />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <CallToAction
        title="Find Your Tea"
        text="Browse our black, green and herbal teas, or ask us to recommend a blend for your customers."
      >
        <ButtonLink to="/products" variant="accent">
          Browse Our Teas
        </ButtonLink>
        <ButtonLink to="/contact" variant="light">
          Ask Our Tea Experts
        </ButtonLink>
      </CallToAction>

      <StayConnected />
    </>
  );
}
