import { buyerRequestKinds, type BuyerRequestKind } from '~/config/buyer-request-options';
import type { BuyerRequestPrefill } from './buyer-request-schema';

/**
 * The address of the request form, starting on `kind` with `tea` chosen (a value of
 * app/features/inquiries/tea-choices.ts): `/request?kind=samples&tea=grade:opa`. The slugs need no escaping.
 */
export function requestPath(kind: BuyerRequestKind, tea?: string): `/request?${string}` {
  return `/request?kind=${kind}${tea ? `&tea=${tea}` : ''}`;
}

/**
 * What the form starts with for `?kind=` and `?tea=`: a kind it does not know is a quote, a tea
 * not on offer (or malformed) is no tea. Never an error: a stale link still opens the form.
 */
export function buyerRequestPrefillFor(
  searchParams: URLSearchParams,
  teaValues: readonly string[],
): BuyerRequestPrefill {
  const kind = buyerRequestKinds.find((known) => known === searchParams.get('kind')) ?? 'quote';
  const tea = searchParams.get('tea');
  return tea !== null && teaValues.includes(tea) ? { kind, tea } : { kind };
}
