import type { Request, Response } from 'express';
import { personalCacheControl } from './http-cache';

/**
 * Answers a request the server will not hand to the app, with a clear message: JSON `{message}`
 * to the API, page data and clients that ask for JSON, a short page to a browser. Never stored.
 */
export function refuse(
  request: Request,
  response: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  response.status(status).set({ 'Cache-Control': personalCacheControl, ...headers });
  if (wantsJson(request)) {
    response.type('application/json; charset=utf-8').send(JSON.stringify({ message }));
    return;
  }
  response
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<h1>${escapeHtml(message)}</h1><p><a href="/">Lanka Hills Tea home page</a></p></html>`,
    );
}

function wantsJson(request: Request): boolean {
  const path = request.path;
  if (path.startsWith('/api/') || path.endsWith('.data')) return true;
  const accept = request.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
