import { csrPillars } from '~/content/csr';
import { FeatureIcon } from './feature-icon';

/** The three CSR pillars as cards: on the home page and as the CSR page's key initiatives. */
export function PillarCards() {
  return (
    <ul className="mt-14 grid gap-6 md:grid-cols-3">
      {csrPillars.map((pillar) => (
        <li
          key={pillar.id}
          data-testid="csr-pillar"
          className="rounded-3xl bg-cream-50 p-8 ring-1 ring-tea-900/5"
        >
          <FeatureIcon name={pillar.icon} />
          <h3 className="mt-6 text-2xl font-semibold">{pillar.title}</h3>
          <p className="mt-3 leading-relaxed text-ink/75">{pillar.description}</p>
        </li>
      ))}
    </ul>
  );
}
