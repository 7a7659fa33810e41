import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { chooseEncoding, contentEncodings, type ContentEncoding } from './http-cache';

/**
 * The build's fingerprinted scripts and stylesheet, compressed once at build time as hard as
 * the formats allow (brotli 11 is about an eighth smaller than the quality 4 Express's
 * compression can afford per request), and served as those copies to clients that accept them.
 */

const copyExtension: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** What gets copies, by extension, and the type each is served as. */
const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const compressors: Record<ContentEncoding, (raw: Buffer) => Buffer> = {
  br: (raw) =>
    brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes `file.br` and `file.gz` beside each compressible file of the folder; returns how many files. */
export function writePrecompressedCopies(folder: string): number {
  let count = 0;
  for (const name of fs.readdirSync(folder)) {
    if (!(path.extname(name) in contentTypes)) continue;
    const file = path.join(folder, name);
    const raw = fs.readFileSync(file);
    for (const encoding of contentEncodings) {
      fs.writeFileSync(file + copyExtension[encoding], compressors[encoding](raw));
    }
    count += 1;
  }
  return count;
}

/**
 * The types of the files we serve that Express's own table (the `mime` package `send` uses)
 * does not know: it would send them as application/octet-stream, which a browser decodes in an
 * <img> only by sniffing, and which caches, proxies and audits take for an unknown file.
 */
const typesExpressLacks: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
};

function setMissingContentType(response: ServerResponse, file: string): void {
  const type = typesExpressLacks[path.extname(file)];
  // `send` sets a type only where none is set yet.
  if (type) response.setHeader('Content-Type', type);
}

/**
 * The build's client files: /assets (fingerprinted by Vite: cached for a year, sent as their
 * precompressed copies where the client takes them), then everything else of public/, which
 * keeps its names and so may change: an hour.
 */
export function staticFiles(clientFolder: string): RequestHandler[] {
  const assets = path.join(clientFolder, 'assets');
  return [
    express.Router().use(
      '/assets',
      precompressedAssetsMiddleware(assets),
      express.static(assets, {
        immutable: true,
        maxAge: '1y',
        index: false,
        setHeaders: setMissingContentType,
      }),
    ),
    express.static(clientFolder, {
      maxAge: '1h',
      index: false,
      redirect: false,
      setHeaders: setMissingContentType,
    }),
  ];
}

/**
 * Middleware for /assets, ahead of express.static: answers with the
 * precompressed copy the client accepts best, else hands on (to the file as it is). The build
 * never changes under a running server, so each file's copies are read once and kept.
 */
function precompressedAssetsMiddleware(folder: string) {
  const root = path.resolve(folder);
  // Listed once, so a request for a name the build never made costs no disk access and no memory.
  const namesInBuild = new Set(fs.existsSync(root) ? fs.readdirSync(root) : []);
  const copiesByFile = new Map<string, Map<ContentEncoding, Buffer>>();

  function copiesOf(file: string): Map<ContentEncoding, Buffer> {
    let copies = copiesByFile.get(file);
    if (!copies) {
      copies = new Map();
      for (const encoding of contentEncodings) {
        const copy = file + copyExtension[encoding];
        if (namesInBuild.has(path.basename(copy))) copies.set(encoding, fs.readFileSync(copy));
      }
      if (copies.size > 0) copiesByFile.set(file, copies);
    }
    return copies;
  }

  return function servePrecompressed(
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const pathname = safePathname(request.url ?? '/');
    const contentType = pathname ? contentTypes[path.extname(pathname)] : undefined;
    const file = path.join(root, pathname ?? '');
    if (!contentType || path.dirname(file) !== root) return next();
    const copies = copiesOf(file);
    if (copies.size === 0) return next();
    response.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding'] ?? null, [...copies.keys()]);
    const copy = encoding ? copies.get(encoding) : undefined;
    if (!encoding || !copy) return next();
    response.writeHead(200, {
      'Content-Type': contentType,
      // Express's compression passes a body that already has a Content-Encoding through as it is.
      'Content-Encoding': encoding,
      'Content-Length': String(copy.byteLength),
      // Names are fingerprinted by Vite, as for express.static's answer for the same file.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.end(request.method === 'HEAD' ? undefined : copy);
  };
}

/** The decoded path of a request URL, or null when it is malformed. */
function safePathname(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://assets').pathname);
  } catch {
    return null;
  }
}
