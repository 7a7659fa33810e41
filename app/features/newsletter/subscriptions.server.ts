import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { and, eq, sql } from 'drizzle-orm';
import { outbox, subscriptions } from '../../../db/schema';
import type { NewsletterLinkState } from '~/config/messages';
import { defaultLanguage } from '~/i18n/languages';
import type { PageTexts } from '~/i18n/page-translations';
import type { NewsletterInput, StoredInput } from '../inquiries/schemas';
import { confirmationEmail } from './newsletter-emails.server';
import { takeConfirmationSend } from './confirmation-sends.server';
import { enqueueEmail } from '../outbox/queue.server';
import { deleteFiles, mailFilesOf, mailFolderOf } from '../privacy/mail-files.server';
import { getDatabase } from '../../../db/client';
import { logger } from '../../logging/logger.server';
import {
  existingSigningSecret,
  signingSecret,
  verifyToken,
  type TokenPurpose,
} from './signed-tokens.server';
import {
  StorageUnavailableError,
  writeTransaction,
  type Transaction,
} from '../../../db/write-transaction';

/**
 * The newsletter list with consent (double opt-in, docs/decisions/012-newsletter-consent.md):
 * a signup stores the address unconfirmed and queues one confirmation e-mail; the address is
 * subscribed once its owner presses the button behind the e-mail's link; every newsletter e-mail
 * carries a link that deletes it again.
 */

/** How long a client should wait before retrying after the database said "not now". */
const storageRetryAfterSeconds = 5;

/**
 * Signs an address up for `client` (the request's rate-limit key). A new address is stored
 * unconfirmed, with its confirmation e-mail queued in the same transaction, in the language of
 * the page it signed up on (`input.language`); an unconfirmed one gets a fresh e-mail, in this
 * signup's language; a confirmed one gets none. Either way only within the daily limits per
 * mailbox and per client (confirmation-limits.ts): past them nothing is stored or sent.
 * Whatever the address's standing, the caller answers the same and the work is the same, so
 * nobody learns who is on the list, not even from the time an answer takes: the first signup of
 * a mailbox in a day writes once (for a confirmed address only the record of the answer and the
 * time in `confirmation_sent_at`), any other in that day writes nothing.
 */
export async function subscribe(
  input: StoredInput<NewsletterInput>,
  client: string,
  now = new Date(),
): Promise<void> {
  // Made once and kept (normally at start, server/index.ts); a write of its own, waiting its turn.
  const secret = existingSigningSecret() ?? (await writeTransaction(() => signingSecret()));
  const confirmation = confirmationEmail(input.email, {
    secret,
    now,
    language: input.language ?? defaultLanguage,
  });
  await writeTransaction((transaction) => {
    if (!takeConfirmationSend(transaction, { email: input.email, client, secret, now })) return;
    const [signup] = transaction
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, input.email))
      .all();
    const answeredAt = now.toISOString();
    if (signup) {
      transaction
        .update(subscriptions)
        // An unconfirmed signup takes this signup's language, the one its new e-mail is in.
        .set({
          confirmationSentAt: answeredAt,
          language: signup.confirmedAt ? signup.language : (input.language ?? defaultLanguage),
        })
        .where(eq(subscriptions.id, signup.id))
        .run();
    } else {
      transaction
        .insert(subscriptions)
        .values({
          email: input.email,
          createdAt: answeredAt,
          confirmationSentAt: answeredAt,
          language: input.language,
        })
        .run();
    }
    if (!signup?.confirmedAt) enqueueEmail(transaction, confirmation);
  });
}

/** What a link's button did: `done` false when nothing was left to act on. */
type LinkChange = {
  done: boolean;
  /** The Message-IDs of the e-mails it deleted, whose `.eml` copies go after the commit. */
  deletedEmails: string[];
};

/** Confirms the signup of `email`; not done if there is none (withdrawn, or deleted as stale). */
function confirmSignup(transaction: Transaction, email: string, now: Date): LinkChange {
  const confirmed = transaction
    .update(subscriptions)
    .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, ${now.toISOString()})` })
    .where(eq(subscriptions.email, email))
    .returning({ id: subscriptions.id })
    .all();
  return { done: confirmed.length > 0, deletedEmails: [] };
}

/** Deletes the signup of `email` and its confirmation e-mails, sent or waiting. */
function deleteSignup(transaction: Transaction, email: string): LinkChange {
  const deleted = transaction
    .delete(outbox)
    .where(and(eq(outbox.aboutEmail, email), eq(outbox.kind, 'newsletter-confirmation')))
    .returning({ messageId: outbox.messageId })
    .all();
  transaction.delete(subscriptions).where(eq(subscriptions.email, email)).run();
  // Unsubscribing an address that is not on the list leaves it as asked: not on the list.
  return { done: true, deletedEmails: deleted.map(({ messageId }) => messageId) };
}

/**
 * The file transport's copies of deleted e-mails (app/features/privacy/mail-files.server.ts):
 * they hold the address too, so they go with their rows. One that cannot be deleted is logged
 * as an error, since it keeps what the privacy page says is gone; the visitor's change stands.
 */
function deleteMailCopies(messageIds: string[]): void {
  if (messageIds.length === 0) return;
  const { failures } = deleteFiles(mailFilesOf(mailFolderOf(getDatabase()), messageIds));
  for (const failure of failures) logger.error(`Unsubscribe: could not delete ${failure}`);
}

/** What each link does once its button is pressed. */
const linkChanges: Record<
  TokenPurpose,
  (transaction: Transaction, email: string, now: Date) => LinkChange
> = {
  'newsletter-confirmation': confirmSignup,
  'newsletter-unsubscribe': deleteSignup,
};

const stateStatus: Record<NewsletterLinkState, number> = {
  ready: 200,
  done: 200,
  expired: 410,
  invalid: 400,
  unavailable: 503,
};

function pageState(state: NewsletterLinkState, headers?: HeadersInit) {
  return data({ state }, { status: stateStatus[state], headers });
}

function checkLink(purpose: TokenPurpose, request: Request, now: Date) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return verifyToken(existingSigningSecret(), purpose, token, now);
}

/**
 * The page a newsletter link opens. Reading it changes nothing, so a mail scanner that follows
 * every link subscribes or unsubscribes nobody, and it depends only on its URL.
 */
export function newsletterLinkLoader(
  { request }: LoaderFunctionArgs,
  purpose: TokenPurpose,
  translations: PageTexts,
) {
  const check = checkLink(purpose, request, new Date());
  const state = check.status === 'valid' ? 'ready' : check.status;
  return data({ state, translations }, { status: stateStatus[state] });
}

/**
 * The page's button: a POST to the link's own URL does what the link is for. A mail program's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, posted by the mail provider with
 * no Origin) is the same POST; its body is not read, since the token alone says what to do.
 */
export async function newsletterLinkAction({ request }: ActionFunctionArgs, purpose: TokenPurpose) {
  const now = new Date();
  const check = checkLink(purpose, request, now);
  if (check.status !== 'valid') return pageState(check.status);
  try {
    const change = await writeTransaction((transaction) =>
      linkChanges[purpose](transaction, check.email, now),
    );
    deleteMailCopies(change.deletedEmails);
    return pageState(change.done ? 'done' : 'invalid');
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    return pageState('unavailable', { 'Retry-After': String(storageRetryAfterSeconds) });
  }
}
