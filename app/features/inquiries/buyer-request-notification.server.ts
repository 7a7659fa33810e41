import type { BuyerRequest } from '../../../db/schema';
import { site } from '~/config/site';
import { buyerRequestFields } from './buyer-request-fields';
import { notificationBody } from './notification-text.server';
import type { EmailToSend } from '../outbox/queue.server';
import { siteUrl } from '../../config/site-url.server';

/**
 * The e-mail telling the wholesale team of a quote or sample request, with Reply-To the buyer,
 * so answering it answers them. It carries every field; the request id finds the row
 * (`npm run inbox -- show-request ID`).
 */
export function buyerRequestNotification(stored: BuyerRequest): EmailToSend {
  const quote = stored.kind === 'quote';
  const body = notificationBody({
    intro: `${stored.name} of ${stored.company} asked for ${quote ? 'a quote' : 'samples'} through ${new URL(siteUrl()).host}/request.`,
    language: stored.language,
    fields: buyerRequestFields(stored),
    text: stored.message,
    sender: stored,
  });
  return {
    kind: 'request-notification',
    to: site.emails.wholesale,
    replyTo: stored.email,
    subject: `${quote ? 'Quote' : 'Sample'} request from ${stored.name}, ${stored.company}: ${stored.teaName} (request #${stored.id})`,
    body,
    aboutEmail: stored.email,
    buyerRequestId: stored.id,
  };
}
