import { notices as noticeTexts } from '~/locales/en/forms.json';

/** The specification's visitor-facing notices (§8), quoted exactly. */
export type Notice = {
  title: string;
  description: string;
  /** What the site adds to the specification's words, shown after them (ours, not spec §8). */
  detail?: string;
  variant: 'default' | 'destructive';
};

/**
 * Said after every signup, with or without script, whether or not an e-mail actually went: the
 * answer must not tell who is on the list, nor which signups the daily limits held back
 * (app/features/newsletter/confirmation-limits.ts); the privacy page says when none is sent.
 * Its period is `retention.unconfirmedSignupDays` in words, which tests/unit/translations.test.ts
 * holds every language to.
 */
export const confirmationEmailNotice = noticeTexts.subscribed.detail;

/**
 * The English texts are the translation file's (app/locales/en/common.json `notices`); a page
 * shows a notice in its language by its key (app/components/forms/use-form-message.ts).
 */
export const notices = {
  contactSent: { ...noticeTexts.contactSent, variant: 'default' },
  contactFailed: { ...noticeTexts.contactFailed, variant: 'destructive' },
  subscribed: { ...noticeTexts.subscribed, variant: 'default' },
  requestSent: { ...noticeTexts.requestSent, variant: 'default' },
  requestFailed: { ...noticeTexts.requestFailed, variant: 'destructive' },
  subscribeFailed: { ...noticeTexts.subscribeFailed, variant: 'destructive' },
} as const satisfies Record<string, Notice>;

export type NoticeKey = keyof typeof notices;

export function isNoticeKey(value: unknown): value is NoticeKey {
  return typeof value === 'string' && Object.hasOwn(notices, value);
}

/**
 * The success notices a no-script form post leads to, named in the redirect's URL
 * (`/contact?sent=contact`): a fixed key, never free text, so nobody can plant a message of their
 * own, and no cookie, so every page stays the same for everyone who asks for its URL.
 */
export const sentNotices = {
  contact: 'contactSent',
  newsletter: 'subscribed',
  request: 'requestSent',
} as const satisfies Record<string, NoticeKey>;

export type SentKey = keyof typeof sentNotices;

export const sentParameter = 'sent';

/** The notice a URL's `?sent=` names, or null. */
export function sentNoticeOf(searchParams: URLSearchParams): NoticeKey | null {
  const key = searchParams.get(sentParameter);
  return key !== null && Object.hasOwn(sentNotices, key) ? sentNotices[key as SentKey] : null;
}

/**
 * Where a visitor stands on a page the newsletter's e-mails link to: the link is good and waits
 * for the button ('ready'), the button did its work ('done'), the link is too old or not ours,
 * or the database could not take the change just now.
 */
export type NewsletterLinkState = 'ready' | 'done' | 'expired' | 'invalid' | 'unavailable';

/** The two pages the newsletter's e-mails link to: their texts are `newsletterLinks.<page>`. */
export type NewsletterLinkPageName = 'confirm' | 'unsubscribe';

/** Where a visitor may go from a state that shows no button; its label is `newsletterLinks.next.<step>`. */
export const newsletterLinkNextPaths = {
  home: '/',
  signUpAgain: '/#stay-connected',
  contactUs: '/contact',
} as const satisfies Record<string, `/${string}`>;

export type NewsletterLinkNextStep = keyof typeof newsletterLinkNextPaths;

/**
 * Each page's way on after each state (decision 012): the confirmation page, /newsletter/confirm,
 * and the unsubscribe page, /unsubscribe (both `?token=...`).
 */
export const newsletterLinkNextSteps = {
  confirm: { done: 'home', expired: 'signUpAgain', invalid: 'signUpAgain' },
  unsubscribe: { done: 'signUpAgain', expired: 'contactUs', invalid: 'contactUs' },
} as const satisfies Record<
  NewsletterLinkPageName,
  Partial<Record<NewsletterLinkState, NewsletterLinkNextStep>>
>;
