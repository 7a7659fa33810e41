// The `.eml` files the file transport leaves in `mail/` beside the database (without SMTP_URL,
// app/features/outbox/transport.server.ts): each is a whole e-mail, the visitor's address and
// words included, so forgetting an address (personal-data.server.ts) and the retention job
// (retention.server.ts) delete these files along with the rows.
import fs from 'node:fs';
import path from 'node:path';
import type { AppDatabase } from '../../../db/client';
import { emlFileName, mailFolderBeside } from '../outbox/transport.server';

/** The mail folder beside the file this connection has open, so a command needs no setting. */
export function mailFolderOf(database: AppDatabase): string {
  return mailFolderBeside(database.$client.name);
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The `.eml` files in `folder`, as sorted paths; none when there is no folder (SMTP only). */
function emlFiles(folder: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

/** The files of these e-mails (by Message-ID) that are in `folder`. */
export function mailFilesOf(folder: string, messageIds: readonly string[]): string[] {
  return messageIds
    .map((messageId) => path.join(folder, emlFileName(messageId)))
    .filter((file) => fs.existsSync(file));
}

/** Characters an address's local part may hold (RFC 5322 atext and the dot). */
const localPartCharacter = "[a-z0-9!#$%&'*+/=?^_`{|}~.-]";

/**
 * Whether `text` names `address` as a whole address, regardless of case: `a@example.com` is not
 * named by `aa@example.com`, `x.a@example.com`, `a@example.company` or `a@example.com.evil`,
 * and is named by `<A@Example.com>` or at the end of a sentence (`write to a@example.com.`).
 */
export function namesAddress(text: string, address: string): boolean {
  const literal = address.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!${localPartCharacter})${literal}(?![a-z0-9-]|\\.[a-z0-9-])`, 'i').test(
    text,
  );
}

/** `=XX` as the byte it stands for, and soft line breaks (`=` at a line's end) joined. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** An RFC 2047 encoded word, `=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=`. */
const encodedWord = /=\?[^?\s]+\?([bq])\?([^?\s]*)\?=/gi;

function decodeWord(_: string, encoding: string, data: string): string {
  return encoding.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('latin1')
    : decodeQuotedPrintable(data.replaceAll('_', ' '));
}

/**
 * An e-mail as the text its reader sees: folded headers unfolded, encoded words (a name or
 * subject in Sinhala) and the body's transfer encoding (base64 for a message mostly in Sinhala,
 * quoted-printable with `=` line breaks that may split an address) undone, so that an address is
 * found however the composer wrote it. Bytes are read as latin1: addresses are ASCII (the forms
 * take no other), and latin1 keeps every ASCII byte of an ASCII-compatible charset as it is.
 * The transport writes single-part text e-mails, so there are no MIME parts to walk.
 */
function readableText(raw: Buffer): string {
  const text = raw.toString('latin1');
  const blankLine = /\r?\n\r?\n/.exec(text);
  const headerBlock = blankLine ? text.slice(0, blankLine.index) : text;
  const body = blankLine ? text.slice(blankLine.index + blankLine[0].length) : '';
  const headers = headerBlock
    .replace(/\r?\n[ \t]+/g, ' ')
    // Whitespace between two encoded words is not text (RFC 2047 6.2): a long name split in two
    // words reads as one.
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(encodedWord, decodeWord);
  const transferEncoding = /^content-transfer-encoding:\s*([\w-]+)/im
    .exec(headers)?.[1]
    ?.toLowerCase();
  const readableBody =
    transferEncoding === 'base64'
      ? Buffer.from(body, 'base64').toString('latin1')
      : transferEncoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return `${headers}\n${readableBody}`;
}

/** The `.eml` files in `folder` whose headers or body name `address`. */
export function mailFilesNaming(folder: string, address: string): string[] {
  return emlFiles(folder).filter((file) => {
    try {
      return namesAddress(readableText(fs.readFileSync(file)), address);
    } catch (error) {
      // Deleted since the folder was read: it names nobody any more.
      if (isMissing(error)) return false;
      throw error;
    }
  });
}

/**
 * The `.eml` files in `folder` last written before `before` that are not in `kept` (file names):
 * copies of e-mails whose rows have gone already, deleted by hand, by unsubscribing, or before
 * the retention job deleted files too. A file's time is when the transport wrote it, on delivery.
 */
export function leftoverMailFiles(
  folder: string,
  kept: ReadonlySet<string>,
  before: Date,
): string[] {
  return emlFiles(folder).filter((file) => {
    if (kept.has(path.basename(file))) return false;
    try {
      return fs.statSync(file).mtime < before;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  });
}

export type FileDeletions = {
  /** Files deleted; one already gone does not count. */
  deleted: number;
  /** Why a file could not be deleted, one line each, naming the file (the system's message). */
  failures: string[];
};

/** Deletes every file it can and says which it could not, rather than stopping at the first. */
export function deleteFiles(files: readonly string[]): FileDeletions {
  let deleted = 0;
  const failures: string[] = [];
  for (const file of new Set(files)) {
    try {
      fs.unlinkSync(file);
      deleted += 1;
    } catch (error) {
      if (!isMissing(error)) failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { deleted, failures };
}
