import { createHash } from 'node:crypto';

const inlineScriptPattern = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A data block (JSON-LD): the browser never runs it, so the CSP need not name it, and every
 * document's headers are bytes of its first round trip (decision 031). The inert module block
 * (`text/plain`) is not one: the hydration starter copies it into a script that runs.
 */
const dataBlockType = /\btype="application\/(ld\+)?json"/i;

/**
 * The SHA-256 source expressions of every inline script in a rendered page that can run, in
 * order, without repeats.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const body = match[2] ?? '';
    if (body.length === 0 || dataBlockType.test(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy for a rendered page: scripts only from our origin or hash-listed inline
 * blocks (no nonce, so identical pages keep identical bytes and headers).
 * Style attributes stay allowed: React and Radix set them, and they cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy for responses that are not pages (API, files): they never run script. */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";
