import type { ReactNode } from 'react';
import { PageSection, type SectionTone } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';

/** One part of the trade terms, `#<id>`, named by its heading for the page's contents list. */
export function TermsSection({
  id,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone: SectionTone;
  children: ReactNode;
}) {
  return (
    <PageSection id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} align="start" title={title} intro={intro} />
      <div className="mt-10">{children}</div>
    </PageSection>
  );
}
