import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { mirroredInRtl } from '~/components/ui/icons';

/**
 * The quiet link back to a listing, such as 'Back to Products'. Its arrow points back in either
 * direction: Unicode does not mirror '←' in right-to-left text, so it is turned round there.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide text-tea-700 hover:text-copper-700"
    >
      <span aria-hidden="true" className={`inline-block ${mirroredInRtl}`}>
        ←
      </span>
      {children}
    </Link>
  );
}
