// An SMTP server in the test's own process (the `smtp-server` package, no TLS, any login), for
// the outbox tests: it keeps every message it accepted, can refuse with 451, can hold its answer
// to a message (as a server that received it but has not said so yet), and can stop and start
// again on the same port.
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  /** The addresses of RCPT TO. */
  envelopeTo: string[];
  /** The login the client used, if any. */
  user: string | undefined;
  /** The message as it came, CRLF line ends. */
  raw: string;
  messageId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The body, its transfer encoding undone. */
  text: string;
  /** Any header by its lower-case name, unfolded and decoded. */
  header: (name: string) => string;
};

/** Where the server answers 451 'try again later': RCPT TO, the end of DATA, or nowhere. */
export type Refusal = 'rcpt' | 'data' | undefined;

export type TestSmtpServer = {
  /** smtp://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Every message accepted, or received and held, in order. */
  received: ReceivedEmail[];
  refuse: (where: Refusal) => void;
  /**
   * The next message is received whole and then left unanswered, as by a server that crashed
   * or stalled before its 250; resolves with it once it is in.
   */
  holdNextMessage: () => Promise<ReceivedEmail>;
  /** Answers the held message (250), if it is still connected. */
  releaseHeldMessage: () => void;
  /** Resolves once `count` messages have been received. */
  waitForEmails: (count: number) => Promise<ReceivedEmail[]>;
  /** Stops listening (connections are refused) until `start`. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

const waitTimeoutMilliseconds = 30_000;

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const onReceived = new Set<() => void>();
  let refusal: Refusal;
  let holdNext: ((email: ReceivedEmail) => void) | undefined;
  let heldAnswer: (() => void) | undefined;

  const tryAgainLater = () => Object.assign(new Error('Try again later'), { responseCode: 451 });

  const create = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 1_000,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onRcptTo: (_address, _session, callback) =>
        callback(refusal === 'rcpt' ? tryAgainLater() : null),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusal === 'data') return callback(tryAgainLater());
          const email = parseEmail(Buffer.concat(chunks).toString('utf8'), {
            envelopeTo: session.envelope.rcptTo.map(({ address }) => address),
            user: session.user,
          });
          received.push(email);
          for (const listener of onReceived) listener();
          const hold = holdNext;
          if (!hold) return callback();
          holdNext = undefined;
          heldAnswer = () => callback();
          hold(email);
        });
      },
    });

  let server = create();
  let listening = false;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (where) => {
      refusal = where;
    },
    holdNextMessage: () => new Promise((resolve) => (holdNext = resolve)),
    releaseHeldMessage: () => {
      heldAnswer?.();
      heldAnswer = undefined;
    },
    waitForEmails: (count) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          done();
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${received.length} e-mails received, not ${count}`));
        }, waitTimeoutMilliseconds);
        const done = () => {
          clearTimeout(timer);
          onReceived.delete(check);
        };
        onReceived.add(check);
        check();
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!listening) return resolve();
        listening = false;
        server.close(resolve);
      }),
    start: async () => {
      server = create();
      await listen(port);
    },
  };
}

/** Just enough of RFC 5322 and MIME to read what the outbox sends: headers and a text body. */
function parseEmail(
  raw: string,
  envelope: Pick<ReceivedEmail, 'envelopeTo' | 'user'>,
): ReceivedEmail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1)));
  }
  const header = (name: string) => headers.get(name.toLowerCase()) ?? '';
  return {
    ...envelope,
    raw,
    messageId: header('message-id'),
    from: header('from'),
    to: header('to'),
    replyTo: header('reply-to'),
    subject: header('subject'),
    text: decodeBody(body, header('content-transfer-encoding').toLowerCase()).replace(
      /\r\n/g,
      '\n',
    ),
    header,
  };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .trim()
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, transferEncoding: string): string {
  if (transferEncoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (transferEncoding === 'quoted-printable') return quotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
