// The command line every operator's command reads through scripts/lib/cli.ts, and the question
// `npm run restore` asks at a terminal (scripts/lib/restore-report.ts), read from a stream as a
// terminal would give it. The commands as processes: tests/integration/operator-commands.test.ts.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { counted } from '~/content/counted';
import { readCommandLine, type CommandDefinition } from '../../scripts/lib/cli';
import { askAboutPendingEmails } from '../../scripts/lib/restore-report';

const options = { 'dry-run': { type: 'boolean' }, to: { type: 'string' } } as const;

const example: CommandDefinition<typeof options> = {
  name: 'example',
  usage: 'Usage: npm run example -- [--dry-run] [--to FILE] [NAME]\n',
  options,
  positionals: 1,
};

/** Under `npm run example`, with npm's variables `npmConfig` (`{ dry_run: 'true' }`). */
const underNpm = (npmConfig: Record<string, string> = {}) => ({
  npm_lifecycle_event: 'example',
  ...Object.fromEntries(
    Object.entries(npmConfig).map(([name, value]) => [`npm_config_${name}`, value]),
  ),
});

describe('reading an operator command line', () => {
  it('reads the options and words the command declares', () => {
    expect(readCommandLine(example, ['--dry-run', '--to', 'copy.db', 'kandy'], {})).toEqual({
      help: false,
      values: { 'dry-run': true, to: 'copy.db' },
      positionals: ['kandy'],
    });
  });

  it.each([[['--help']], [['-h']], [['--frobnicate', '--help']], [['--to', 'x', 'a', 'b', '-h']]])(
    'asks for help with %j, whatever else is wrong',
    (args) => {
      expect(readCommandLine(example, args, underNpm({ dry_run: 'true' }))).toEqual({ help: true });
    },
  );

  it('takes -h after -- as a word, not as a request for help', () => {
    expect(readCommandLine(example, ['--', '-h'], {})).toMatchObject({ positionals: ['-h'] });
  });

  it.each([
    [['--frobnicate'], "Unknown option '--frobnicate' (npm run example -- --help)"],
    [['--to'], "Option '--to <value>' argument missing (npm run example -- --help)"],
    [['one', 'two'], 'Unexpected argument "two" (npm run example -- --help)'],
  ])('refuses %j in one line', (args, line) => {
    expect(() => readCommandLine(example, args, {})).toThrow(line);
  });

  it('refuses an option npm kept for itself, naming what to type instead', () => {
    expect(() => readCommandLine(example, [], underNpm({ dry_run: 'true' }))).toThrow(
      'npm kept --dry-run for itself: write npm run example -- --dry-run (options go after --)',
    );
    expect(() => readCommandLine(example, ['x.db'], underNpm({ to: 'true' }))).toThrow(
      'write npm run example -- --to … (options go after --)',
    );
  });

  it("heeds npm's variables only under npm, and only for the command's own options", () => {
    expect(readCommandLine(example, [], { npm_config_dry_run: 'true' })).toMatchObject({
      help: false,
    });
    expect(readCommandLine(example, [], underNpm({ json: 'true' }))).toMatchObject({
      help: false,
    });
  });

  it('counts in agreement', () => {
    expect([0, 1, 2].map((count) => counted(count, 'message'))).toEqual([
      '0 messages',
      '1 message',
      '2 messages',
    ]);
    expect(counted(2, 'quote or sample request', 'quote and sample requests')).toBe(
      '2 quote and sample requests',
    );
  });
});

/** What the question wrote, and what it returned, for `typed` (then the input ends). */
async function ask(typed: string, signal?: AbortSignal) {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = '';
  output.setEncoding('utf8').on('data', (text: string) => (written += text));
  const answer = askAboutPendingEmails(input, output, signal);
  if (typed) input.end(typed);
  return { answer: await answer, written };
}

describe('the question about pending e-mails', () => {
  it.each([
    ['keep\n', 'keep'],
    ['  K \n', 'keep'],
    ['DROP\n', 'drop'],
    ['a\n', 'abort'],
  ] as const)('takes %j as %s', async (typed, choice) => {
    expect((await ask(typed)).answer).toBe(choice);
  });

  it('asks again until the answer is one it knows', async () => {
    const { answer, written } = await ask('yes\n\nd\n');
    expect(answer).toBe('drop');
    expect(written.match(/Please answer keep, drop or abort: /g)).toHaveLength(2);
  });

  it('aborts when the input ends (Ctrl-D) or is interrupted (Ctrl-C)', async () => {
    expect((await ask('maybe')).answer).toBe('abort');
    const interrupted = new AbortController();
    const asked = ask('', interrupted.signal);
    interrupted.abort();
    expect((await asked).answer).toBe('abort');
  });
});
