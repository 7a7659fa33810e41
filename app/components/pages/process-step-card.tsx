import type { ProcessStep } from '~/content/tea-process';
import type { Resources } from '~/i18n/resources';
import { BreakAfterSlashes } from '~/components/ui/break-after-slashes';
import { Picture } from '~/components/ui/picture';
import { truncateText } from '~/components/ui/truncate-text';
import { containerSlot } from '~/features/pictures/picture-slots';
import { useTranslation } from '~/i18n/translations';

/** Spec §9: a step's description is cut to 300 characters on its card. */
export const processDescriptionLimit = 300;

/** One card of two from md up, of four from xl up (gap-6). */
const stepPictureSlot = containerSlot([
  { fromViewport: 0, share: 1 },
  { fromViewport: 768, share: 1 / 2, gaps: 24 },
  { fromViewport: 1280, share: 1 / 4, gaps: 72 },
]);

/**
 * One numbered stage of manufacture: its picture, number, title and the start of its story.
 * The number is printed, so the steps are a plain list: an ordered one would be numbered
 * twice by screen readers and text browsers ('1. 01 Plucking'). Its words are the `process`
 * namespace's, by the stage's id.
 */
export function ProcessStepCard({ step: stage, number }: { step: ProcessStep; number: number }) {
  const { t } = useTranslation('process');
  // The stage's words in the page's language, by its id.
  const step = { ...stage, ...t.group('steps')[stage.id as keyof Resources['process']['steps']] };
  const shortDescription = truncateText(step.description, processDescriptionLimit);
  return (
    <li
      data-testid="process-step"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5"
    >
      <Picture
        src={step.image}
        alt={step.imageAlt}
        slot={stepPictureSlot}
        className="aspect-[32/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <p
          className="font-display text-4xl font-semibold text-copper-500"
          data-testid="process-step-number"
        >
          {String(number).padStart(2, '0')}
        </p>
        <h3 className="mt-2 text-2xl font-semibold">
          <BreakAfterSlashes text={step.title} />
        </h3>
        {/* The cut text gives way to the whole text once the visitor opens it, so nobody
            reads the same sentences twice. */}
        <p
          className="mt-3 leading-relaxed text-ink/75 [&:has(+details[open])]:hidden"
          data-testid="process-step-description"
        >
          {shortDescription}
        </p>
        {shortDescription !== step.description ? (
          <details className="group mt-4">
            <summary className="cursor-pointer list-none text-sm font-semibold text-copper-700 hover:text-copper-800 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">{t('stages.readMore')}</span>{' '}
              <span className="hidden group-open:inline">{t('stages.readLess')}</span>
            </summary>
            <p
              className="mt-3 leading-relaxed text-ink/75"
              data-testid="process-step-full-description"
            >
              {step.description}
            </p>
          </details>
        ) : null}
      </div>
    </li>
  );
}
