import type { Fact } from '~/content/catalogue/types';

/**
 * Labelled facts as a definition list: label beside value where the list is wide enough (a
 * container query, so narrow cards stack too), above it otherwise; nothing needs a horizontal
 * scroll and a text browser reads 'label, value'.
 */
export function FactList({
  facts,
  className = '',
}: {
  facts: readonly Fact[];
  className?: string;
}) {
  return (
    <dl className={`@container divide-y divide-tea-900/10 border-y border-tea-900/10 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1 py-4 @lg:grid-cols-[11rem_1fr] @lg:gap-6">
          <dt className="text-sm font-semibold tracking-wide text-ink/70">{fact.label}</dt>
          <dd className="font-medium text-tea-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
