import { notices as noticeTexts } from '~/locales/en/forms.json';
import { periodInWords, retention } from './retention';

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

type NewsletterLinkMessage = {
  title: string;
  description: string;
  /** Where to go from here, on a state that shows no button. */
  next?: { label: string; to: string };
};

export type NewsletterLinkTexts = {
  title: string;
  description: string;
  button: string;
  pendingButton: string;
  messages: Record<NewsletterLinkState, NewsletterLinkMessage>;
};

const signUpAgain = { label: 'Sign up again', to: '/#stay-connected' } as const;
const contactUs = { label: 'Contact us', to: '/contact' } as const;

/** The confirmation page, /newsletter/confirm?token=... (decision 012). */
export const confirmationPageTexts = {
  title: 'Confirm Your Subscription',
  description: 'Confirm that you want to receive our newsletter at your e-mail address.',
  button: 'Confirm subscription',
  pendingButton: 'Confirming...',
  messages: {
    ready: {
      title: 'One step left',
      description:
        'Press the button to confirm that you want our newsletter at the address this link was sent to. Until you do, we send nothing to it.',
    },
    done: {
      title: 'Subscription confirmed',
      description:
        'Thank you: our newsletter will come to your address. Every issue has a link to unsubscribe.',
      next: { label: 'Back to the home page', to: '/' },
    },
    expired: {
      title: 'This link has expired',
      description: `A confirmation link works for ${periodInWords(retention.unconfirmedSignupDays, 'day')}. Sign up again and we will send you a new one.`,
      next: signUpAgain,
    },
    invalid: {
      title: 'This link does not work',
      description:
        'It may have been cut short when it was copied, or the signup was withdrawn. Sign up again and we will send you a new link.',
      next: signUpAgain,
    },
    unavailable: {
      title: 'Please try again',
      description:
        'We could not confirm your subscription just now. Please press the button again in a moment.',
    },
  },
} as const satisfies NewsletterLinkTexts;

/** The unsubscribe page, /unsubscribe?token=... (decision 012). */
export const unsubscribePageTexts = {
  title: 'Unsubscribe',
  description: 'Stop our newsletter to your e-mail address.',
  button: 'Unsubscribe',
  pendingButton: 'Unsubscribing...',
  messages: {
    ready: {
      title: 'Leave our newsletter?',
      description:
        'Press the button and we delete the address this link was sent to from our newsletter list at once. We send it no further newsletter.',
    },
    done: {
      title: 'You have been unsubscribed',
      description:
        'We have deleted your address from our newsletter list. If you change your mind, you are welcome to sign up again.',
      next: signUpAgain,
    },
    expired: {
      title: 'This link has expired',
      description:
        'Please use the unsubscribe link in a more recent e-mail from us, or write to us and we will delete your address.',
      next: contactUs,
    },
    invalid: {
      title: 'This link does not work',
      description:
        'It may have been cut short when it was copied. Open it again from the e-mail, or write to us and we will delete your address.',
      next: contactUs,
    },
    unavailable: {
      title: 'Please try again',
      description:
        'We could not unsubscribe you just now. Please press the button again in a moment.',
    },
  },
} as const satisfies NewsletterLinkTexts;
