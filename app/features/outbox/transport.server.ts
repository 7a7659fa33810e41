import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { site } from '../../config/site';
import { siteUrl } from '../../config/site-url.server';
import { environment } from '../../config/environment.server';
import type { OutboxEmail } from '../../../db/schema';
import { headerText } from './header-text.server';

export type MailSettings = {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://...); without it e-mails become files. */
  smtpUrl: URL | undefined;
  /** MAIL_FROM, e.g. `Lanka Hills Tea website <no-reply@www.lankahillstea.lk>`. */
  from: string;
  /** Where the files go without SMTP: `mail/` beside the database file. */
  mailFolder: string;
};

/** SMTP_URL and MAIL_FROM, as checked with the environment (app/config/environment.server.ts). */
export function readMailSettings(): MailSettings {
  const { SMTP_URL, MAIL_FROM, DATABASE_URL } = environment();
  return {
    smtpUrl: SMTP_URL === undefined ? undefined : new URL(SMTP_URL),
    from: MAIL_FROM ?? defaultFromAddress(),
    mailFolder: mailFolderBeside(DATABASE_URL),
  };
}

/**
 * `mail/` beside a database file: where the file transport writes, and where the privacy code
 * (app/features/privacy/mail-files.server.ts) finds the copies to erase from an operator's
 * command that knows only the database file.
 */
export function mailFolderBeside(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), 'mail');
}

function defaultFromAddress(): string {
  return `${site.brand} website <no-reply@${new URL(siteUrl()).hostname}>`;
}

/** Delivers one e-mail of the outbox; `send` resolves once the transport has taken it. */
export type MailTransport = {
  /** Where e-mails go, for the log (never the SMTP password). */
  destination: string;
  send: (email: OutboxEmail) => Promise<void>;
  close: () => void;
};

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : fileTransport(settings.mailFolder, settings.from);
}

/**
 * The outbox row as a message. The Message-ID and the Date are the row's, so every attempt
 * sends the same e-mail and a receiver can drop a second copy. Every header's text passes
 * headerText here, the one place every e-mail (notifications, the newsletter's, rows queued
 * before any fix) passes on its way out: visitors' text reaches a header only as plain text.
 */
function messageOf(email: OutboxEmail, from: string): SendMailOptions {
  return {
    from: addresses(from),
    to: addresses(email.recipient),
    replyTo: email.replyTo === null ? undefined : addresses(email.replyTo),
    subject: headerText(email.subject),
    text: email.body,
    messageId: email.messageId,
    date: new Date(email.createdAt),
    headers: extraHeaders(email.headers),
  };
}

/**
 * An address field as nodemailer's own parser reads it, names and addresses made plain. Handed
 * over as objects, nodemailer writes them as given instead of parsing a string again.
 */
function addresses(field: string): { name: string; address: string }[] {
  return addressparser(field, { flatten: true }).map(({ name, address }) => ({
    name: headerText(name),
    address: headerText(address),
  }));
}

function extraHeaders(json: string): Record<string, string> {
  const headers: unknown = JSON.parse(json);
  const isStringRecord =
    typeof headers === 'object' &&
    headers !== null &&
    !Array.isArray(headers) &&
    Object.values(headers).every((value) => typeof value === 'string');
  if (!isStringRecord) throw new Error('The headers column is not a JSON object of strings');
  return Object.fromEntries(
    Object.entries(headers as Record<string, string>).map(([name, value]) => [
      name,
      headerText(value),
    ]),
  );
}

function smtpTransport(url: URL, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: url.href,
    // A server that stops answering fails the attempt (retried later) instead of holding the
    // worker, and the lease, for nodemailer's default ten minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    destination: `${url.protocol}//${url.host}`,
    send: async (email) => {
      await transporter.sendMail(messageOf(email, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP each e-mail becomes an RFC 5322 `.eml` file named after its Message-ID, written
 * whole and synced before it is renamed into place: a second delivery of the same e-mail
 * replaces the file, and a crash never leaves half of one under the final name.
 */
function fileTransport(folder: string, from: string): MailTransport {
  return {
    destination: `.eml files in ${folder}`,
    send: async (email) => {
      const message = await new MailComposer(messageOf(email, from)).compile().build();
      await fs.mkdir(folder, { recursive: true });
      await writeFileDurably(path.join(folder, emlFileName(email.messageId)), message);
    },
    close: () => {},
  };
}

/** `<uuid@host>` as `uuid@host.eml`: the same Message-ID always names the same file. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_')}.eml`;
}

async function writeFileDurably(file: string, content: Buffer): Promise<void> {
  // A fixed temporary name: what a crash leaves is replaced by the retry of the same e-mail.
  const partial = `${file}.partial`;
  const handle = await fs.open(partial, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, file);
  // The rename itself survives a power cut only once the folder is synced.
  const folderHandle = await fs.open(path.dirname(file), 'r');
  try {
    await folderHandle.sync();
  } finally {
    await folderHandle.close();
  }
}
