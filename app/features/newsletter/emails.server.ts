import { periodInWords, retention } from '~/config/retention';
import { site } from '~/config/site';
import type { EmailToSend } from '../outbox/queue.server';
import { signToken, type TokenPurpose } from './signed-tokens.server';
import { siteUrl } from '../../config/site-url.server';

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
const unsubscribeLinkDays = 365;

/** The absolute address of a link for `purpose` on `email`, working for `days` from `now`. */
function signedLink(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  now: Date,
  days: number,
): string {
  const token = signToken(secret, purpose, email, new Date(now.getTime() + days * dayMilliseconds));
  return `${siteUrl()}${newsletterLinkPaths[purpose]}?token=${token}`;
}

type NewsletterEmailContent = Pick<EmailToSend, 'kind' | 'subject' | 'body'> & { to: string };

/**
 * A newsletter e-mail to one address, as every one must go out (the confirmation, and each
 * issue once the site sends them): the body ends with the company's address and an unsubscribe
 * link, and the headers let the reader's mail program unsubscribe with one click (RFC 8058).
 */
export function newsletterEmail(
  { kind, to, subject, body }: NewsletterEmailContent,
  { secret, now }: { secret: string; now: Date },
): EmailToSend {
  const unsubscribeUrl = signedLink(secret, 'newsletter-unsubscribe', to, now, unsubscribeLinkDays);
  const footer = [
    '-- ',
    `${site.legalName}, ${site.headOffice.street}, ${site.headOffice.city}, ${site.headOffice.country}`,
    'To receive no more e-mails from our newsletter at this address, open this link:',
    unsubscribeUrl,
    '',
  ];
  return {
    kind,
    to,
    subject,
    body: `${body.trimEnd()}\n\n${footer.join('\n')}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    aboutEmail: to,
  };
}

/**
 * The one e-mail a signup sends: a link to confirm, working as long as the unconfirmed signup is
 * kept, and the promise that nothing happens if the reader did not ask.
 */
export function confirmationEmail(
  email: string,
  { secret, now }: { secret: string; now: Date },
): EmailToSend {
  const period = periodInWords(retention.unconfirmedSignupDays, 'day');
  const body = [
    'Hello,',
    '',
    `Someone, probably you, asked to receive the ${site.brand} newsletter at this address.`,
    'To confirm, open this link and press "Confirm subscription":',
    '',
    signedLink(secret, 'newsletter-confirmation', email, now, retention.unconfirmedSignupDays),
    '',
    `The link works for ${period}.`,
    '',
    'If you did not ask for our newsletter, simply ignore this e-mail: nothing happens, you are',
    `not subscribed, and we delete your address after ${period}.`,
  ].join('\n');
  return newsletterEmail(
    {
      kind: 'newsletter-confirmation',
      to: email,
      subject: `Please confirm your subscription to the ${site.brand} newsletter`,
      body,
    },
    { secret, now },
  );
}
