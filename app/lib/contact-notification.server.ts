import type { ContactMessage } from '../../db/schema';
import { contactSubjectLabels } from '~/config/contact-subjects';
import { contactNotificationAddress } from '~/config/notification-addresses';
import type { EmailToSend } from './outbox.server';
import { siteUrl } from './site-url.server';

type StoredContactMessage = Pick<
  ContactMessage,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'createdAt'
>;

/**
 * The e-mail telling the sales team of a contact message: to the inbox for its subject, with
 * Reply-To the visitor, so answering it answers them. It carries every field, so nobody needs
 * the database to act on it; the message id finds the row (`npm run inbox`).
 */
export function contactNotification(stored: StoredContactMessage): EmailToSend {
  const subjectLabel = contactSubjectLabels[stored.subject];
  const body = [
    `${stored.name} wrote through the contact form of ${new URL(siteUrl()).host}.`,
    '',
    `Message:   #${stored.id}`,
    `Received:  ${stored.createdAt}`,
    `Name:      ${stored.name}`,
    `E-mail:    ${stored.email}`,
    `Subject:   ${subjectLabel}`,
    '',
    stored.message,
    '',
    '-- ',
    `Reply to this e-mail to answer ${stored.name} at ${stored.email}.`,
    '',
  ].join('\n');
  return {
    kind: 'contact-notification',
    to: contactNotificationAddress(stored.subject),
    replyTo: stored.email,
    subject: `${subjectLabel} from ${stored.name} (message #${stored.id})`,
    body,
    aboutEmail: stored.email,
    contactMessageId: stored.id,
  };
}
