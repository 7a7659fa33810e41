import { ButtonLink } from '~/components/ui/button-link';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { flowchartSteps } from '~/content/home';
import { useTranslation } from '~/i18n/translations';

/** Home, section 3: the eight stages of orthodox manufacture as a numbered flow. */
export function ProcessFlowchart() {
  const { t } = useTranslation('home');
  const steps = t.group('process.steps');
  return (
    <PageSection tone="white" labelledBy="flowchart-title">
      <SectionHeading
        id="flowchart-title"
        eyebrow={t('process.eyebrow')}
        title={t('process.title')}
        intro={t('process.intro')}
      />
      {/* The ::before line joins the steps on the widest layout, where they stand in one row
          (a list may hold only items, so it is not an element of its own). The number is
          printed, so this is a plain list: an ordered one would be numbered twice. Its gradient
          runs from the first step to the last, so it turns round with them in Arabic. */}
      <ul className="relative mt-14 grid grid-cols-2 gap-x-4 gap-y-10 before:absolute before:top-7 before:inset-x-[6%] before:hidden before:h-px before:bg-gradient-to-r rtl:before:bg-gradient-to-l before:from-tea-500 before:via-copper-500 before:to-copper-800 sm:grid-cols-4 xl:grid-cols-8 xl:before:block">
        {flowchartSteps.map((step, index) => (
          <li
            key={step.id}
            data-testid="flowchart-step"
            className="relative flex flex-col items-center text-center"
          >
            <span
              className="relative flex h-14 w-14 items-center justify-center rounded-full font-display text-2xl font-semibold text-cream-50 shadow-md ring-4 ring-white"
              style={{ backgroundColor: step.color }}
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{steps[step.id].title}</h3>
            <p className="mt-1 max-w-[14rem] text-sm leading-relaxed text-ink/70">
              {steps[step.id].description}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/tea-process" variant="outline">
          {t('process.link')}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
