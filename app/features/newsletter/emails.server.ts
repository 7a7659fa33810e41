import { localizedPath, type Language } from '~/i18n/languages';
import { signToken, type TokenPurpose } from './signed-tokens.server';
import { siteUrl } from '../../config/site-url.server';

/**
 * The newsletter's links: the pages they open and their signed addresses. The e-mails that carry
 * them, in the reader's language, are in newsletter-emails.server.ts; this module reads no
 * translation file, so the tests' browser runner can import it.
 */

/** The pages the newsletter's links open (app/routes/($lang).newsletter.confirm.tsx, ($lang).unsubscribe.tsx). */
export const newsletterLinkPaths = {
  'newsletter-confirmation': '/newsletter/confirm',
  'newsletter-unsubscribe': '/unsubscribe',
} as const satisfies Record<TokenPurpose, `/${string}`>;

const dayMilliseconds = 24 * 60 * 60 * 1000;

/**
 * How long an unsubscribe link works. Long, since a reader may act on an old issue; every new
 * e-mail carries a fresh one.
 */
export const unsubscribeLinkDays = 365;

/**
 * The absolute address of a link for `purpose` on `email`, working for `days` from `now`, to the
 * page in the reader's language (`/ar/newsletter/confirm?token=…`).
 */
export function signedLink(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  { now, days, language }: { now: Date; days: number; language: Language },
): string {
  const token = signToken(secret, purpose, email, new Date(now.getTime() + days * dayMilliseconds));
  return `${siteUrl()}${localizedPath(newsletterLinkPaths[purpose], language)}?token=${token}`;
}
