/** The specification's visitor-facing notices (§8), quoted exactly. */
export type Notice = {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
};

export const notices = {
  contactSent: {
    title: 'Message Sent',
    description: "Thank you for your message. We'll get back to you soon!",
    variant: 'default',
  },
  contactFailed: {
    title: 'Message Failed',
    description: 'There was an error sending your message. Please try again.',
    variant: 'destructive',
  },
  subscribed: {
    title: 'Subscription Successful',
    description: 'Thank you for subscribing to our newsletter!',
    variant: 'default',
  },
  subscribeFailed: {
    title: 'Subscription Failed',
    description: 'There was an error subscribing to the newsletter. Please try again.',
    variant: 'destructive',
  },
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
} as const satisfies Record<string, NoticeKey>;

export type SentKey = keyof typeof sentNotices;

export const sentParameter = 'sent';

/** The notice a URL's `?sent=` names, or null. */
export function sentNoticeOf(searchParams: URLSearchParams): NoticeKey | null {
  const key = searchParams.get(sentParameter);
  return key !== null && Object.hasOwn(sentNotices, key) ? sentNotices[key as SentKey] : null;
}
