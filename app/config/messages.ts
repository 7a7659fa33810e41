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
