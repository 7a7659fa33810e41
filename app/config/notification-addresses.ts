import type { ContactSubject } from './contact-subjects';
import { site } from './site';

/** Which of the company's inboxes (site.emails) hears of a contact message, by its subject. */
export const contactNotificationInbox = {
  product: 'general',
  wholesale: 'wholesale',
  private: 'privateLabel',
  other: 'general',
} as const satisfies Record<ContactSubject, keyof typeof site.emails>;

/** The sales address a contact message of `subject` is sent to. */
export function contactNotificationAddress(subject: ContactSubject): string {
  return site.emails[contactNotificationInbox[subject]];
}
