import type { IconName } from '~/content/prose';
import { FeatureIcon } from './feature-icon';

type Feature = { id: string; title: string; description: string; icon: IconName };

/** A row of icon cards: quality blocks, health benefits. */
export function FeatureCards({
  features,
  testId,
  columns = 'md:grid-cols-3',
}: {
  features: readonly Feature[];
  /** Names the cards for the page's tests. */
  testId: string;
  /** The grid's column classes, since five benefits sit differently from three blocks. */
  columns?: string;
}) {
  return (
    <ul className={`mt-14 grid gap-6 ${columns}`}>
      {features.map((feature) => (
        <li
          key={feature.id}
          data-testid={testId}
          className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-tea-900/5"
        >
          <FeatureIcon name={feature.icon} />
          <h3 className="mt-6 text-2xl font-semibold">{feature.title}</h3>
          <p className="mt-3 leading-relaxed text-ink/75">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
