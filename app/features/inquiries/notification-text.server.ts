import type { ContactMessage } from '../../../db/schema';
import { contactSubjectLabels } from '~/config/contact-subjects';
import { contactNotificationAddress } from '~/config/notification-addresses';
import type { EmailToSend } from '../outbox/queue.server';
import { siteUrl } from '../../config/site-url.server';
import { defaultLanguage, languages, languageSiteName, type Language } from '~/i18n/languages';

type StoredContactMessage = Pick<
  ContactMessage,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'createdAt' | 'language'
>;

/**
 * The line telling the operators, who read English, that a visitor wrote from another language's
 * pages, so they know the text below is in it and may answer in it. None for English.
 */
export function languageLine(language: Language): string[] {
  return language === defaultLanguage
    ? []
    : [`Written from ${languageSiteName(language)}; their words are quoted as they typed them.`];
}

/**
 * The text of an e-mail telling a team of what a visitor sent: a line saying what it is, where
 * they wrote from when not the English site, every field (label, colon, value, the values lined
 * up), the visitor's text, and how to answer.
 */
export function notificationBody({
  intro,
  language,
  fields,
  text,
  sender,
}: {
  intro: string;
  language: Language;
  fields: readonly (readonly [label: string, value: string])[];
  text: string;
  sender: { name: string; email: string };
}): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 3;
  return [
    intro,
    ...languageLine(language),
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    text,
    '',
    '-- ',
    `Reply to this e-mail to answer ${sender.name} at ${sender.email}.`,
    '',
  ].join('\n');
}

/**
 * The e-mail telling the sales team of a contact message: to the inbox for its subject, with
 * Reply-To the visitor, so answering it answers them. It carries every field, so nobody needs
 * the database to act on it; the message id finds the row (`npm run inbox`).
 */
export function contactNotification(stored: StoredContactMessage): EmailToSend {
  const subjectLabel = contactSubjectLabels[stored.subject];
  const body = notificationBody({
    intro: `${stored.name} wrote through the contact form of ${new URL(siteUrl()).host}.`,
    language: stored.language,
    fields: [
      ['Message', `#${stored.id}`],
      ['Received', stored.createdAt],
      ['Name', stored.name],
      ['E-mail', stored.email],
      ['Subject', subjectLabel],
      ['Language', languages[stored.language].englishName],
    ],
    text: stored.message,
    sender: stored,
  });
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
