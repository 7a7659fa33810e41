import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** The quiet link back to a listing, such as 'Back to Products'. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide text-tea-700 hover:text-copper-700"
    >
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
