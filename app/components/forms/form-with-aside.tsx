import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';

/** A page's form on a white card under its h2, with an aside beside it on wide screens. */
export function FormWithAside({
  titleId,
  title,
  intro,
  asideLabel,
  aside,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  asideLabel: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_22rem] lg:gap-16">
        <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id={titleId} className="text-3xl font-semibold">
            {title}
          </h2>
          <p className="mt-3 mb-8 text-ink/75">{intro}</p>
          {children}
        </div>
        <aside aria-label={asideLabel} className="lg:pt-10">
          {aside}
        </aside>
      </Container>
    </section>
  );
}
