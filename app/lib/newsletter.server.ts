import { getDatabase } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { NewsletterInput } from './inquiry-schemas';
import { withStorage } from './storage-errors.server';

/**
 * Adds an address to the newsletter list. Subscribing twice keeps one row and answers
 * the same, so nobody can learn who is on the list.
 */
export function subscribe(input: NewsletterInput): void {
  withStorage(() => {
    getDatabase()
      .insert(subscriptions)
      .values({ email: input.email })
      .onConflictDoNothing({ target: subscriptions.email })
      .run();
  });
}
