import { Link } from '@remix-run/react';

/** The link to /trade-terms that closes a sentence about the terms a page shows in part. */
export function TradeTermsLink() {
  return (
    <Link to="/trade-terms" className="font-semibold text-copper-700 underline underline-offset-4">
      Trade Terms
    </Link>
  );
}
