// `npm run inbox`: the operators' view of contact messages and newsletter subscribers, the
// workflow of a message (new, replied, closed, spam), and the export or deletion of everything
// stored about one address. `npm run inbox -- --help` tells the rest.
import { findPersonalData, forgetPersonalData } from '../app/lib/personal-data.server';
import type { AppDatabase } from '../db/client';
import { runCommand, UsageError } from './lib/cli';
import { inboxUsage, parseInboxArguments, type InboxRequest } from './lib/inbox/arguments';
import {
  findContactMessage,
  listContactMessages,
  listSubscribers,
  markContactMessage,
} from './lib/inbox/queries';
import { messageListing, renderListing, renderMessage, subscriberListing } from './lib/inbox/views';
import { openOperatorDatabase } from './lib/operator-database';
import { terminalSafeJson } from './lib/terminal-text';

const noSuchMessage = (id: number) =>
  new UsageError(`No message with id ${id} (npm run inbox -- --all lists them)`);

/** What the request prints, having read or changed the database. */
function perform(request: Exclude<InboxRequest, { command: 'help' }>, database: AppDatabase) {
  const file = database.$client.name;
  switch (request.command) {
    case 'list': {
      const messages = listContactMessages(database, request.filter);
      const heading = `${messages.length} messages in ${file}, newest first (times UTC)`;
      return renderListing(messageListing(messages), request.format, heading);
    }
    case 'subscribers': {
      const signups = listSubscribers(database, request.filter);
      const what = request.filter.includePending ? 'signups' : 'confirmed subscribers';
      const heading = `${signups.length} ${what} in ${file} (times UTC)`;
      return renderListing(subscriberListing(signups), request.format, heading);
    }
    case 'show': {
      const found = findContactMessage(database, request.id);
      if (!found) throw noSuchMessage(request.id);
      return renderMessage(found.message, found.emails);
    }
    case 'mark': {
      const previous = markContactMessage(database, request.id, request.status);
      if (!previous) throw noSuchMessage(request.id);
      return previous === request.status
        ? `Message ${request.id} is already ${request.status}.\n`
        : `Message ${request.id}: ${previous} -> ${request.status}\n`;
    }
    case 'export':
      return `${terminalSafeJson(findPersonalData(request.email, database))}\n`;
    case 'forget': {
      const deleted = forgetPersonalData(request.email, database);
      return (
        `Deleted everything stored about ${request.email}: ` +
        `${deleted.contactMessages} contact messages, ${deleted.subscriptions} subscriptions, ` +
        `${deleted.outboxEmails} outbox e-mails.\n`
      );
    }
  }
}

await runCommand('inbox', () => {
  const request = parseInboxArguments(process.argv.slice(2));
  if (request.command === 'help') {
    process.stdout.write(inboxUsage);
    return;
  }
  const changes = request.command === 'mark' || request.command === 'forget';
  const database = openOperatorDatabase({ write: changes });
  try {
    process.stdout.write(perform(request, database));
  } finally {
    database.$client.close();
  }
});
