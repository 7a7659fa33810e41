/**
 * How many confirmation e-mails signups may cause in a day (docs/decisions/017-newsletter-mailbox-limits.md).
 * Anyone can type anyone's address, so these limits are all that stands between the signup form
 * and a stranger's inbox; a visitor's answer is the same whether or not they stopped an e-mail.
 */
export const confirmationLimits = {
  /** The window both limits count in: a day. */
  windowMilliseconds: 24 * 60 * 60 * 1000,
  /**
   * Signups one mailbox gets an answer to in the window, however its address is spelt
   * (canonical-mailbox.ts): `victim+0@…` to `victim+9@…` get one e-mail between them.
   */
  perMailbox: 1,
  /**
   * Signups of different mailboxes one client (its rate-limit key: an IPv4 address or an IPv6
   * /56, server/client-address.ts) gets answers to in the window, unless
   * RATE_LIMIT_SIGNUP_MAILS_PER_DAY says otherwise (app/config/environment.server.ts). Ten is more
   * than a household or an office signs up in a day, and caps what one machine can send to
   * strangers' inboxes; an operator behind one shared address may raise it, and tests, whose
   * every signup comes from one machine, do.
   */
  perClient: 10,
} as const;
