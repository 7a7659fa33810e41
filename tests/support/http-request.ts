// One HTTP request exactly as a test means it (any method, the request target as written, any
// body), read whole as it arrives: fetch would refuse TRACE, normalise the target and undo the
// compression. Used by the tests that start a server of their own (tests/integration).
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type RequestOptions = {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Uint8Array;
  /** A keep-alive agent to reuse connections; by default each request has its own. */
  agent?: http.Agent | false;
  timeoutMilliseconds?: number;
};

/** Sends `target` (path and query, as written) to the server at `baseUrl`. */
export function sendRequest(
  baseUrl: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent = false,
    timeoutMilliseconds = 30_000,
  }: RequestOptions = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname,
        port,
        path: target,
        method,
        agent,
        // An explicit length, whatever the method: without one a GET's body would be read as
        // the next request on the connection.
        headers: payload ? { ...headers, 'Content-Length': payload.byteLength } : headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMilliseconds, () =>
      outgoing.destroy(new Error(`no answer to ${method} ${target} in ${timeoutMilliseconds} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * Whether a page came from the kept pages (server/page-cache.ts) rather than a render, as the
 * server's log line for the request says (`response.rendered`, server/request-log.ts): every
 * answer of a page goes out as its kept copy, the first one too, so the answer cannot tell.
 */
export async function cameFromKeptPages(
  server: { output: () => string },
  answer: Answer,
): Promise<boolean> {
  const requestId = answer.headers['x-request-id'];
  if (typeof requestId !== 'string') throw new Error('The answer has no X-Request-Id');
  // The line is written as the answer finishes, and read from the server's output a moment later.
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const line = logLines(server.output()).find(
      (entry) => entry.requestId === requestId && entry.msg === 'request',
    );
    if (line) {
      const rendered = (line.response as { rendered?: unknown } | undefined)?.rendered;
      if (typeof rendered !== 'boolean') throw new Error(`${requestId}: not a page's answer`);
      return !rendered;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The server logged no line for ${requestId}`);
}

/** The server's JSON log lines (pino), each parsed; other output is left out. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** What in a server's output shows a stack trace or an error: lines to be none. */
export function stackOrErrorLines(output: string): string[] {
  return output
    .split('\n')
    .filter(
      (line) =>
        line.includes('    at ') ||
        line.includes('"stack"') ||
        /"level":(5|6)\d/.test(line) ||
        /^(Error|TypeError|RangeError)\b/.test(line),
    );
}
