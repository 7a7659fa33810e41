import type { ReactNode } from 'react';

/** A titled card of terms: one container load, one Incoterm, one product line. */
export function TermCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <article className="rounded-3xl bg-white p-6 ring-1 ring-tea-900/5 sm:p-8">
      <h3 className="text-2xl font-semibold">{title}</h3>
      {subtitle ? <p className="mt-1 text-sm font-semibold text-copper-700">{subtitle}</p> : null}
      {children}
    </article>
  );
}
