/** The most a visitor's request body may hold (docs/architecture.md 'Request bodies'). */
export const maxBodyBytes = 16 * 1024;

/** A request we refuse as sent: answered 4xx with this message, nothing stored. */
export class BadRequestError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

const forbiddenFieldNames = new Set(['__proto__', 'constructor', 'prototype']);

export type SubmittedBody =
  { format: 'json'; fields: Record<string, unknown> } | { format: 'form'; fields: URLSearchParams };

/**
 * Reads a JSON or form-encoded body, refusing it while reading once it passes 16 KiB,
 * and refusing invalid UTF-8 (raw or %-encoded), malformed JSON, non-object JSON, repeated
 * fields (in JSON too) and prototype keys. Field values are left to the form's schema.
 */
export async function readSubmittedBody(request: Request): Promise<SubmittedBody> {
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json' && mediaType !== 'application/x-www-form-urlencoded') {
    throw new BadRequestError(
      415,
      'Unsupported content type. Send application/json or application/x-www-form-urlencoded.',
    );
  }
  const text = decodeUtf8(await readLimitedBytes(request));
  return mediaType === 'application/json'
    ? { format: 'json', fields: parseJsonObject(text) }
    : { format: 'form', fields: parseFormFields(text) };
}

const tooLarge = () =>
  new BadRequestError(413, `Request body is too large. The limit is ${maxBodyBytes / 1024} KiB.`);

async function readLimitedBytes(request: Request): Promise<Uint8Array> {
  const declaredLength = Number(request.headers.get('Content-Length') ?? 0);
  if (declaredLength > maxBodyBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBodyBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const notUtf8 = () => new BadRequestError(400, 'Request body is not valid UTF-8.');

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8();
  }
}

/** Checks each name of a body's fields: no prototype keys, none sent twice. */
function assertAllowedFieldNames(names: Iterable<string>): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (forbiddenFieldNames.has(name))
      throw new BadRequestError(400, `Field name "${name}" is not allowed.`);
    if (seen.has(name)) throw new BadRequestError(400, `Field "${name}" was sent more than once.`);
    seen.add(name);
  }
}

/**
 * The keys of a JSON object's own members, in order and with repeats, which JSON.parse
 * hides (it keeps the last). `text` must already have parsed as an object: the scan
 * relies on that and only tracks nesting and strings.
 */
export function topLevelJsonKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let keyExpected = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') {
      const end = endOfJsonString(text, index);
      if (depth === 1 && keyExpected) keys.push(JSON.parse(text.slice(index, end + 1)) as string);
      keyExpected = false;
      index = end;
    } else if (character === '{' || character === '[') {
      depth += 1;
      keyExpected = depth === 1;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    } else if (character === ',' && depth === 1) {
      keyExpected = true;
    }
  }
  return keys;
}

/** The index of the quote closing the JSON string that opens at `start`. */
function endOfJsonString(text: string, start: number): number {
  let index = start + 1;
  while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index;
}

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError(400, 'Malformed JSON in request body.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError(400, 'Request body must be a JSON object.');
  }
  assertAllowedFieldNames(topLevelJsonKeys(text));
  return Object.assign(Object.create(null) as Record<string, unknown>, value);
}

/**
 * Form fields, decoded strictly. URLSearchParams would store `J%F6rg` (Latin-1, not UTF-8) as
 * 'J\uFFFDrg' and keep `%zz` as it is: text other than what was sent. Split and '+' as in
 * the WHATWG urlencoded parser.
 */
function parseFormFields(text: string): URLSearchParams {
  const pairs = text
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      return [decodeFormComponent(name), decodeFormComponent(value)];
    });
  assertAllowedFieldNames(pairs.map(([name]) => name));
  return new URLSearchParams(pairs);
}

const malformedEscape = /%(?![0-9A-Fa-f]{2})/;

function decodeFormComponent(encoded: string): string {
  if (malformedEscape.test(encoded)) {
    throw new BadRequestError(400, 'Request body has a malformed %-escape.');
  }
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    // Well-formed escapes that decodeURIComponent refuses are bytes that are not UTF-8.
    throw notUtf8();
  }
}
