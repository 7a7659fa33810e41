import type { IconName } from '~/content/prose';
import { FeatureIcon } from './feature-icon';

type Feature = { id: string; title: string; description: string; icon: IconName };

/**
 * Icon cards three to a row on wide screens (pillars, quality blocks, health benefits); a short
 * last row is centred rather than left with a hole.
 */
export function FeatureCards({
  features,
  testId,
}: {
  features: readonly Feature[];
  /** Names the cards for the page's tests. */
  testId: string;
}) {
  return (
    <ul className="mt-14 flex flex-wrap justify-center gap-6">
      {features.map((feature) => (
        <li
          key={feature.id}
          data-testid={testId}
          className="w-full rounded-3xl bg-white p-8 shadow-sm ring-1 ring-tea-900/5 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
        >
          <FeatureIcon name={feature.icon} />
          <h3 className="mt-6 text-2xl font-semibold">{feature.title}</h3>
          <p className="mt-3 leading-relaxed text-ink/75">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
