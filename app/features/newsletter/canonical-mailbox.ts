/**
 * Providers that deliver every spelling of a local part with or without dots to one mailbox,
 * each under the one domain its aliases fold to (googlemail.com is gmail.com).
 */
const dotlessDomains: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, as far as a sender can tell, so that the confirmation
 * e-mails a day are counted per mailbox rather than per spelling: lower-cased, the `+tag`
 * (everything from the first `+`) cut from the local part for every domain, and for providers
 * that ignore dots the dots removed and the domain folded to its main name.
 *
 * It errs towards folding: two real mailboxes folded into one only share a day's single e-mail,
 * while one mailbox left as two could be sent two. So a local part that starts with `+` folds to
 * the domain's untagged, empty mailbox. Quoted local parts (`"a+b"@…`) never reach it: the
 * forms' e-mail check refuses them (app/features/inquiries/schemas.ts).
 */
export function canonicalMailbox(address: string): string {
  const lowered = address.toLowerCase();
  const at = lowered.lastIndexOf('@');
  const domain = lowered.slice(at + 1);
  const [untagged = ''] = lowered.slice(0, at).split('+', 1);
  const dotlessDomain = dotlessDomains.get(domain);
  if (dotlessDomain === undefined) return `${untagged}@${domain}`;
  return `${untagged.replaceAll('.', '')}@${dotlessDomain}`;
}
