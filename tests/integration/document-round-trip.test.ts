// Decision 031: a page's document, as the production server sends a kept page, fits within a
// connection's first round trip, and it carries no translated text twice (the HTML shows them;
// the browser loads the files before it hydrates).
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicPages } from '~/config/public-routes';
import { languageCodes, localizedPath } from '~/i18n/languages';
import { translatedPathPatterns, translatedPaths } from '~/i18n/translated-pages';
import { documentTexts } from '../support/document-data';
import { sharesOneServer } from '../support/server-hooks';

const server = sharesOneServer();

/** What TCP sends before it first waits for an acknowledgement: ten segments of 1,460 bytes. */
const firstRoundTripBytes = 14_600;

type WireAnswer = { status: number; kept: boolean; wireBytes: number; html: string };

/** A page as a browser asks for it, measured as it crosses the wire. */
function fetchDocument(path: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      `${server().url}${path}`,
      { headers: { 'Accept-Encoding': 'br', Accept: 'text/html' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          const statusLine = `HTTP/1.1 ${incoming.statusCode} ${incoming.statusMessage}\r\n`;
          let headerBytes = Buffer.byteLength(statusLine) + 2;
          for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
            headerBytes += Buffer.byteLength(
              `${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}\r\n`,
            );
          }
          resolve({
            status: incoming.statusCode ?? 0,
            // A kept page goes out whole, with its length; one rendered now is streamed.
            kept: incoming.headers['content-length'] !== undefined,
            wireBytes: headerBytes + body.byteLength,
            html: brotliDecompressSync(body).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
  });
}

/** The page as the next visitor gets it: kept, compressed once at the strongest setting. */
async function keptDocument(path: string): Promise<WireAnswer> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetchDocument(path);
    if (answer.kept) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never kept`);
}

const pagePaths = [
  ...publicPages.map((page) => page.path),
  ...translatedPathPatterns.map(({ example }) => example),
];

/** Each translated page in each of the site's languages, English first, at its own address. */
const twins = languageCodes.flatMap((language) =>
  [...translatedPaths, ...translatedPathPatterns.map(({ example }) => example)]
    .filter((path) => !path.startsWith('/newsletter') && path !== '/unsubscribe')
    .map((path) => localizedPath(path as `/${string}`, language)),
);
const arabicAndRussianTwins = twins.filter((path) => /^\/(ar|ru)(\/|$)/.test(path));

describe('a document as the production server sends it', () => {
  it.each([...pagePaths, ...arabicAndRussianTwins])(
    '%s fits within the first round trip, headers included',
    async (path) => {
      const answer = await keptDocument(path);
      expect(answer.status).toBe(200);
      expect(answer.wireBytes).toBeLessThanOrEqual(firstRoundTripBytes);
    },
  );

  it.each(twins)('%s names its translation files and carries none of their texts', async (path) => {
    const answer = await keptDocument(path);
    expect(answer.status).toBe(200);
    const withTexts = documentTexts(answer.html);
    // The root's frame and the page's own texts, at least.
    expect(withTexts.length, 'routes that send texts').toBeGreaterThanOrEqual(2);
    for (const [routeId, translations] of withTexts) {
      expect(Object.keys(translations), routeId).toEqual(['files']);
      expect('files' in translations && translations.files, routeId).toEqual(
        expect.arrayContaining([expect.any(String)]),
      );
    }
  });
});
