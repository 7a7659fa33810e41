// Floods POST /api/contact of a real production server, then compares what the server
// acknowledged with what the database holds. Shared by the load and crash tests and by
// `npm run stress`, which runs the same scenarios ten times larger.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { queryDatabaseFile, removeTemporaryDatabase, startTestServer } from './test-server';

export type FloodReport = {
  /** Requests started. */
  sent: number;
  /** Answered 2xx. */
  acknowledged: number;
  /** Rows of this flood in the database afterwards. */
  stored: number;
  /** Acknowledged but not stored: must be zero. */
  lost: number;
  /** Answered 5xx: must be zero. */
  serverErrors: number;
  /** Answered 4xx (a rate limit left in place would show here). */
  refused: number;
  /** No answer: the connection failed, as it does once the server is killed. */
  unanswered: number;
  p50Milliseconds: number;
  p99Milliseconds: number;
  durationMilliseconds: number;
};

type Acknowledgement = { id: number; message: string };

type FloodOutcome = {
  sent: number;
  acknowledgements: Acknowledgement[];
  serverErrors: number;
  refused: number;
  unanswered: number;
  latencies: number[];
  durationMilliseconds: number;
};

type Answer = { status: number; body: string } | { status: 'no answer' };

function postContact(url: string, agent: http.Agent, message: string): Promise<Answer> {
  const body = JSON.stringify({
    name: 'Flood Tester',
    email: 'flood@example.com',
    subject: 'wholesale',
    message,
  });
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/contact`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', () => resolve({ status: 'no answer' }));
      },
    );
    request.on('error', () => resolve({ status: 'no answer' }));
    request.end(body);
  });
}

/**
 * Sends `messages` contact messages from `concurrency` clients at once, each message
 * unique (it carries `marker` and its number). A client stops at its first unanswered
 * request: the server is gone. `onAcknowledged` hears the running count of 2xx answers.
 */
async function flood({
  url,
  messages,
  concurrency,
  marker,
  onAcknowledged,
}: {
  url: string;
  messages: number;
  concurrency: number;
  marker: string;
  onAcknowledged?: (count: number) => void;
}): Promise<FloodOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const outcome: FloodOutcome = {
    sent: 0,
    acknowledgements: [],
    serverErrors: 0,
    refused: 0,
    unanswered: 0,
    latencies: [],
    durationMilliseconds: 0,
  };
  const started = performance.now();

  async function client() {
    while (outcome.sent < messages) {
      outcome.sent += 1;
      const message = `Flood ${marker} message ${outcome.sent}: please quote 20 kg of Dimbula BOPF.`;
      const requestStarted = performance.now();
      const answer = await postContact(url, agent, message);
      if (answer.status === 'no answer') {
        outcome.unanswered += 1;
        return;
      }
      outcome.latencies.push(performance.now() - requestStarted);
      if (answer.status >= 500) outcome.serverErrors += 1;
      else if (answer.status >= 400) outcome.refused += 1;
      else if (answer.status >= 200 && answer.status < 300) {
        const { id } = JSON.parse(answer.body) as { id: number };
        outcome.acknowledgements.push({ id, message });
        onAcknowledged?.(outcome.acknowledgements.length);
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  outcome.durationMilliseconds = performance.now() - started;
  return outcome;
}

/** The value below which `fraction` of the samples fall (nearest rank). */
function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Compares a flood's acknowledgements with the rows of the database file. */
function report(outcome: FloodOutcome, databaseFile: string, marker: string): FloodReport {
  const rows = queryDatabaseFile<Acknowledgement>(
    databaseFile,
    "select id, message from contact_messages where message like '%' || ? || '%'",
    marker,
  );
  const storedMessages = new Map(rows.map((row) => [row.id, row.message]));
  const lost = outcome.acknowledgements.filter(
    ({ id, message }) => storedMessages.get(id) !== message,
  ).length;
  return {
    sent: outcome.sent,
    acknowledged: outcome.acknowledgements.length,
    stored: rows.length,
    lost,
    serverErrors: outcome.serverErrors,
    refused: outcome.refused,
    unanswered: outcome.unanswered,
    p50Milliseconds: percentile(outcome.latencies, 0.5),
    p99Milliseconds: percentile(outcome.latencies, 0.99),
    durationMilliseconds: outcome.durationMilliseconds,
  };
}

/** The sizes `npm test` runs; `npm run stress` multiplies the messages by ten. */
export const loadTestSize = { messages: 2_000, concurrency: 50 };
export const crashTestSize = { messages: 1_000, concurrency: 50, killAfterAcknowledged: 300 };

const newMarker = () => `run-${process.pid}-${Date.now()}`;

/** Load: a fresh production server takes `messages` from `concurrency` clients, limits raised. */
export async function runLoad({
  messages,
  concurrency,
}: {
  messages: number;
  concurrency: number;
}): Promise<FloodReport> {
  const server = await startTestServer();
  try {
    const marker = newMarker();
    const outcome = await flood({ url: server.url, messages, concurrency, marker });
    return report(outcome, server.databaseFile, marker);
  } finally {
    await server.stop();
    removeTemporaryDatabase(server.databaseFile);
  }
}

/**
 * Crash: a production server is flooded and SIGKILLed once `killAfterAcknowledged` messages
 * were acknowledged, with requests still in flight; a new server then opens the same file
 * (recovering the WAL) and the acknowledged messages are looked up there.
 */
export async function runCrash({
  messages,
  concurrency,
  killAfterAcknowledged,
}: {
  messages: number;
  concurrency: number;
  killAfterAcknowledged: number;
}): Promise<FloodReport & { killedMidFlood: boolean }> {
  const server = await startTestServer();
  const { databaseFile } = server;
  try {
    const marker = newMarker();
    let killedMidFlood = false;
    const outcome = await flood({
      url: server.url,
      messages,
      concurrency,
      marker,
      onAcknowledged: (count) => {
        if (count !== killAfterAcknowledged) return;
        killedMidFlood = true;
        server.signal('SIGKILL');
      },
    });
    await server.kill();
    const restartedServer = await startTestServer({ databaseFile });
    try {
      return { ...report(outcome, databaseFile, marker), killedMidFlood };
    } finally {
      await restartedServer.stop();
    }
  } finally {
    await server.kill();
    removeTemporaryDatabase(databaseFile);
  }
}
