import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { ServiceStep } from '~/content/catalogue/types';

/**
 * The numbered stages of a service (Private Label, OEM), in order. The number is printed, so
 * this is a plain list: an ordered one would be numbered twice by text browsers.
 */
export function ServiceSteps({
  eyebrow,
  title,
  steps,
}: {
  eyebrow: string;
  title: string;
  steps: readonly ServiceStep[];
}) {
  return (
    <PageSection tone="tea" labelledBy="service-steps-title">
      <SectionHeading id="service-steps-title" eyebrow={eyebrow} title={title} align="start" />
      <ul
        className={`mt-12 grid gap-6 md:grid-cols-2 ${steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-testid="service-step"
            className="rounded-3xl bg-tea-800/60 p-7 ring-1 ring-cream-50/10"
          >
            <p className="font-display text-4xl text-copper-300">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-cream-100/80">{step.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
