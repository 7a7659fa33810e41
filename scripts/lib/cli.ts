// What the operators' commands share: one reading of the command line for all of them, and one
// way to fail. A mistake on the command line is one clear line and exit code 2, any other
// failure one line and exit code 1; an operator never sees a stack trace. `--help` prints the
// command's usage and does nothing else: nothing is opened, read or written.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import Database from 'better-sqlite3';

/** A mistake in how the command was called: the operator fixes the command line (exit 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** What an operator's command takes, declared once: the parser and `--help` both read it. */
export type CommandDefinition<Options extends ParseArgsOptionsConfig> = {
  /** As typed after `npm run`: `inbox`, `db:seed`. */
  name: string;
  /** What `--help` prints. */
  usage: string;
  /** Its options, `--help` aside (every command has that one, and `-h`). */
  options: Options;
  /** How many words other than options it takes at most (`restore FILE`: 1). */
  positionals: number;
};

/** Node's parseArgs configuration for a command's options, strict: an unknown option is an error. */
type StrictConfig<Options extends ParseArgsOptionsConfig> = {
  args: string[];
  options: Options;
  strict: true;
  allowPositionals: true;
};

/** A command line that asks the command to run: its options' values and its other words. */
export type CommandLine<Options extends ParseArgsOptionsConfig> = Pick<
  ReturnType<typeof parseArgs<StrictConfig<Options>>>,
  'values' | 'positionals'
>;

export type CommandRequest<Options extends ParseArgsOptionsConfig> =
  { help: true } | ({ help: false } & CommandLine<Options>);

/** The variables a command line is read with: npm's hand on the options it kept. */
type Environment = Readonly<Record<string, string | undefined>>;

const helpOption = { help: { type: 'boolean', short: 'h' } } as const;

export const helpHint = (definition: { name: string }) => `npm run ${definition.name} -- --help`;

/** Whether `args` ask for help, read as the command reads them (`--to -h` asks, `-- -h` does not). */
function asksForHelp(args: string[], options: ParseArgsOptionsConfig): boolean {
  const { tokens } = parseArgs({
    args,
    options: { ...options, ...helpOption },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  return tokens.some((token) => token.kind === 'option' && token.name === 'help');
}

/**
 * `npm run inbox --requests`, without the `--` before the command's own options, runs the
 * command without them: npm takes `--requests` as a setting of its own and hands it on only as
 * the variable npm_config_requests. The command would then quietly do something else (list
 * contact messages), so an option of the command's seen there is refused.
 */
function refuseOptionsNpmKept(
  definition: CommandDefinition<ParseArgsOptionsConfig>,
  environment: Environment,
): void {
  if (environment.npm_lifecycle_event === undefined) return;
  for (const [option, { type }] of Object.entries(definition.options)) {
    if (environment[`npm_config_${option.replaceAll('-', '_')}`] === undefined) continue;
    const written = `--${option}${type === 'string' ? ' …' : ''}`;
    throw new UsageError(
      `npm kept --${option} for itself: write npm run ${definition.name} -- ${written} ` +
        '(options go after --)',
    );
  }
}

/** The text of a parseArgs error up to its first full stop ("Unknown option '--x'"). */
const firstSentence = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split(/\.\s/)[0];

/**
 * What `args` ask of the command `definition` describes: its usage, or to run with these
 * options and words. A UsageError says in one line what is wrong with them.
 */
export function readCommandLine<const Options extends ParseArgsOptionsConfig>(
  definition: CommandDefinition<Options>,
  args: readonly string[],
  environment: Environment = process.env,
): CommandRequest<Options> {
  if (asksForHelp([...args], definition.options)) return { help: true };
  refuseOptionsNpmKept(definition, environment);
  const config: StrictConfig<Options> = {
    args: [...args],
    options: definition.options,
    strict: true,
    allowPositionals: true,
  };
  let parsed: CommandLine<Options>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    throw new UsageError(`${firstSentence(error)} (${helpHint(definition)})`);
  }
  const extra = parsed.positionals[definition.positionals];
  if (extra !== undefined) {
    throw new UsageError(`Unexpected argument "${extra}" (${helpHint(definition)})`);
  }
  return { help: false, values: parsed.values, positionals: parsed.positionals };
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
 * Runs the operator's command `definition` describes on this process's command line: its usage
 * for `--help`, else `run` with what was asked. The exit code is set, not forced, so output
 * piped to a file is written out in full first; output piped to a reader that stops early
 * (`| head`) ends the command quietly.
 */
export async function runCommand<const Options extends ParseArgsOptionsConfig>(
  definition: CommandDefinition<Options>,
  run: (commandLine: CommandLine<Options>) => void | Promise<void>,
): Promise<void> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  try {
    const request = readCommandLine(definition, process.argv.slice(2));
    if (request.help) process.stdout.write(definition.usage);
    else await run(request);
  } catch (error) {
    console.error(`${definition.name}: ${describeFailure(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
