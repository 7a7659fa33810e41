/**
 * Where an operator has got with a contact message or a quote or sample request
 * (`npm run inbox -- mark ID STATUS`, `mark-request ID STATUS`).
 */
export const contactMessageStatuses = ['new', 'replied', 'closed', 'spam'] as const;

export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** Where an e-mail of the outbox stands: waiting (or retrying), delivered, or given up. */
export const outboxStatuses = ['pending', 'sent', 'failed'] as const;

export type OutboxStatus = (typeof outboxStatuses)[number];

/** What an e-mail of the outbox is for. */
export const outboxKinds = [
  'contact-notification',
  'newsletter-confirmation',
  'request-notification',
] as const;

export type OutboxKind = (typeof outboxKinds)[number];
