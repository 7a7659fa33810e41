// `npm run inbox`'s command line read as the command reads it, for tests of what each one asks.
import { readCommandLine } from '../../scripts/lib/cli';
import { inboxCommand, inboxRequest } from '../../scripts/lib/inbox/arguments';

/** What `args` (the words after `npm run inbox --`) ask for, or 'help'; not run under npm. */
export function parseInboxArguments(args: readonly string[]) {
  const request = readCommandLine(inboxCommand, args, {});
  return request.help ? 'help' : inboxRequest(request);
}
