import pino, { type Logger } from 'pino';
import { logLevels, type LogLevel } from '../config/environment.server';

/**
 * The one logger of a server process: a JSON line per event on standard output, at the level
 * LOG_LEVEL names. The HTTP layer (server/request-log.ts) writes one line per request with it;
 * the app's own events (failed deliveries, retention, a damaged database) go through it too, so
 * one stream holds everything an operator or a log collector reads.
 */
/**
 * LOG_LEVEL as given, when it is one; an invalid one stops the server at start anyway
 * (app/config/environment.server.ts), but the logger is made when the build is imported, before
 * that check, and must not throw there.
 */
function levelFromEnvironment(): LogLevel {
  const given = process.env.LOG_LEVEL?.trim();
  return logLevels.find((level) => level === given) ?? 'info';
}

export const logger: Logger = pino({
  level: levelFromEnvironment(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Never a password of SMTP_URL, nor a visitor's cookie (the site sets none; a client may send one).
  redact: ['req.headers.cookie', 'req.headers.authorization'],
});

/** The first line of an error's message, for log lines that must not carry a stack. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 500);
}
