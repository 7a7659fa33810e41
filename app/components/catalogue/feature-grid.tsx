import type { ReactNode } from 'react';
import { PageSection, type SectionTone } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { Feature } from '~/content/catalogue/types';
import { centredCardList, centredCardWidths } from './centred-cards';

/** A titled band of short cards: regions, grades, packing formats, capabilities. */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  intro,
  features,
  columns = 3,
  tone = 'cream',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  features: readonly Feature[];
  columns?: keyof typeof centredCardWidths;
  tone?: SectionTone;
  /** Anything that follows the cards, such as a link. */
  children?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <PageSection id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align="start" />
      <ul className={`mt-12 ${centredCardList}`}>
        {features.map((feature) => (
          <li
            key={feature.id}
            className={`rounded-3xl bg-white p-7 shadow-sm ring-1 ring-tea-900/5 ${centredCardWidths[columns]}`}
          >
            <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-copper-500" />
            <h3 className="mt-5 text-xl leading-snug font-semibold">{feature.title}</h3>
            <p className="mt-3 leading-relaxed text-ink/75">{feature.description}</p>
          </li>
        ))}
      </ul>
      {children}
    </PageSection>
  );
}
