// What the operators' commands share: a mistake on the command line is one clear line and exit
// code 2, any other failure one line and exit code 1; an operator never sees a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import Database from 'better-sqlite3';

/** A mistake in how the command was called: the operator fixes the command line (exit 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * node:util parseArgs, with its errors as UsageErrors: Node's own text up to its first full
 * stop ("Unknown option '--x'"), then where the usage is.
 */
export function parseCommandLine<const Config extends ParseArgsConfig>(
  config: Config,
  helpHint: string,
) {
  try {
    return parseArgs(config);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split(/\.\s/)[0];
    throw new UsageError(`${reason} (${helpHint})`);
  }
}

/** The database's own words, with what to do when it is older than this code. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof Database.SqliteError && /^no such (table|column)/.test(error.message)) {
    return `${error.message}: the database is older than this code (npm run db:migrate brings it up to date)`;
  }
  return error.message;
}

/**
 * Runs an operator's command as `tool`. The exit code is set, not forced, so output piped to a
 * file is written out in full first; output piped to a reader that stops early (`| head`) ends
 * the command quietly.
 */
export async function runCommand(tool: string, command: () => void | Promise<void>) {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  try {
    await command();
  } catch (error) {
    console.error(`${tool}: ${describeFailure(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
