import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { readEnvironment } from '~/config/environment.server';
import { budgetsFrom, consumeRateLimit, createMemoryRateLimits } from '../../server/rate-limit';

/** A route action; page actions may answer data for the page rather than a Response. */
type Action<Answer> = (args: ActionFunctionArgs) => Promise<Answer> | Answer;

/** The limits of one process, as the server hands them to the app through the load context. */
const rateLimits = createMemoryRateLimits(budgetsFrom(readEnvironment()));

/** The load context the server gives a navigation's data request of `clientAddress`. */
export function loadContextFor(clientAddress = freshClientAddress()): AppLoadContext {
  return {
    consumeRateLimit: (bucket) => consumeRateLimit(rateLimits, bucket, clientAddress),
    clientKey: clientAddress,
    documentRequest: false,
  };
}

let clientCounter = 0;

/** A fresh client address, so tests do not share a rate-limit budget unless they mean to. */
export function freshClientAddress(): string {
  clientCounter += 1;
  return `198.51.100.${clientCounter % 250}:${clientCounter}`;
}

export function postJson<Answer>(
  action: Action<Answer>,
  path: string,
  body: unknown,
  clientAddress = freshClientAddress(),
) {
  return action({
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    params: {},
    context: loadContextFor(clientAddress),
  });
}

export function postRaw<Answer>(
  action: Action<Answer>,
  path: string,
  body: BodyInit,
  contentType: string,
  clientAddress = freshClientAddress(),
) {
  return action({
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    }),
    params: {},
    context: loadContextFor(clientAddress),
  });
}
