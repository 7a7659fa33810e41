// `npm run inbox`: the operators' view of contact messages, quote and sample requests and
// newsletter subscribers, the workflow of a message or request (new, replied, closed, spam), and
// the export or deletion of everything stored about one address. `npm run inbox -- --help` tells the rest.
import { findPersonalData, forgetPersonalData } from '../app/features/privacy/personal-data.server';
import type { AppDatabase } from '../db/client';
import { runCommand, UsageError } from './lib/cli';
import { counted } from '../app/content/counted';
import { inboxCommand, inboxRequest, type InboxRequest } from './lib/inbox/arguments';
import {
  findWorkflowRow,
  listSubscribers,
  listWorkflowRows,
  markWorkflowRow,
  type Workflow,
} from './lib/inbox/queries';
import {
  messageListing,
  renderListing,
  renderMessage,
  renderRequest,
  requestListing,
  subscriberListing,
} from './lib/inbox/views';
import { openOperatorDatabase } from './lib/operator-database';
import { terminalSafeJson } from './lib/terminal-text';

const noSuch = (workflow: Workflow, id: number) =>
  workflow === 'messages'
    ? new UsageError(`No message with id ${id} (npm run inbox -- --all lists them)`)
    : new UsageError(`No request with id ${id} (npm run inbox -- --requests --all lists them)`);

/** The commands that work on requests rather than contact messages. */
const requestCommands: ReadonlySet<string> = new Set(['requests', 'show-request', 'mark-request']);

/** What the request prints, having read or changed the database. */
function perform(request: InboxRequest, database: AppDatabase) {
  const file = database.$client.name;
  const workflow: Workflow = requestCommands.has(request.command) ? 'requests' : 'messages';
  switch (request.command) {
    case 'list': {
      const messages = listWorkflowRows(database, 'messages', request.filter);
      const heading = `${counted(messages.length, 'message')} in ${file}, newest first (times UTC)`;
      return renderListing(messageListing(messages), request.format, heading);
    }
    case 'requests': {
      const requests = listWorkflowRows(database, 'requests', request.filter);
      const what = counted(requests.length, 'quote or sample request', 'quote and sample requests');
      const heading = `${what} in ${file}, newest first (times UTC)`;
      return renderListing(requestListing(requests), request.format, heading);
    }
    case 'subscribers': {
      const signups = listSubscribers(database, request.filter);
      const what = request.filter.includePending ? 'signup' : 'confirmed subscriber';
      const heading = `${counted(signups.length, what)} in ${file} (times UTC)`;
      return renderListing(subscriberListing(signups), request.format, heading);
    }
    case 'show': {
      const found = findWorkflowRow(database, 'messages', request.id);
      if (!found) throw noSuch(workflow, request.id);
      return renderMessage(found.row, found.emails);
    }
    case 'show-request': {
      const found = findWorkflowRow(database, 'requests', request.id);
      if (!found) throw noSuch(workflow, request.id);
      return renderRequest(found.row, found.emails);
    }
    case 'mark':
    case 'mark-request': {
      const previous = markWorkflowRow(database, workflow, request.id, request.status);
      if (!previous) throw noSuch(workflow, request.id);
      const what = workflow === 'messages' ? 'Message' : 'Request';
      return previous === request.status
        ? `${what} ${request.id} is already ${request.status}.\n`
        : `${what} ${request.id}: ${previous} -> ${request.status}\n`;
    }
    case 'export':
      return `${terminalSafeJson(findPersonalData(request.email, database))}\n`;
    case 'forget': {
      const deleted = forgetPersonalData(request.email, database);
      const counts = [
        counted(deleted.contactMessages, 'contact message'),
        counted(deleted.buyerRequests, 'quote or sample request', 'quote and sample requests'),
        counted(deleted.subscriptions, 'subscription'),
        counted(deleted.outboxEmails, 'outbox e-mail'),
        counted(deleted.mailFiles, '.eml file'),
      ].join(', ');
      // The rows are gone, but a file left behind still holds the person's words: a failure.
      if (deleted.mailFileFailures.length > 0) {
        throw new Error(
          `Deleted ${counts} about ${request.email}, but ` +
            `${counted(deleted.mailFileFailures.length, '.eml file')} could not be deleted: ` +
            `${deleted.mailFileFailures.join('; ')} ` +
            '(delete them by hand, or run forget again)',
        );
      }
      return `Deleted everything stored about ${request.email}: ${counts}.\n`;
    }
  }
}

await runCommand(inboxCommand, (commandLine) => {
  const request = inboxRequest(commandLine);
  const changes = ['mark', 'mark-request', 'forget'].includes(request.command);
  const database = openOperatorDatabase({ write: changes });
  try {
    process.stdout.write(perform(request, database));
  } finally {
    database.$client.close();
  }
});
