// `.eml` files as the server leaves them without SMTP_URL: an outbox row of this file's test
// database, delivered by the real file transport into `mail/` beside that database.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { databasePath, getDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import {
  createMailTransport,
  emlFileName,
  mailFolderBeside,
} from '../../app/features/outbox/transport.server';

/** Where the file transport writes for this file's test database. */
export const testMailFolder = () => mailFolderBeside(databasePath());

/** Delivers the outbox e-mail with this Message-ID as a file, and returns the file's path. */
export async function deliverAsFile(messageId: string): Promise<string> {
  const [email] = getDatabase().select().from(outbox).where(eq(outbox.messageId, messageId)).all();
  if (!email) throw new Error(`no outbox e-mail ${messageId}`);
  const transport = createMailTransport({
    smtpUrl: undefined,
    from: 'Lanka Hills Tea website <no-reply@www.lankahillstea.lk>',
    mailFolder: testMailFolder(),
  });
  await transport.send(email);
  transport.close();
  return path.join(testMailFolder(), emlFileName(messageId));
}

/** The `.eml` files now in the test database's mail folder, by name. */
export function mailFolderNames(): string[] {
  const folder = testMailFolder();
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

/** Dates a file's last write (ISO 8601), as if the transport had written it then. */
export function lastWritten(file: string, time: string): void {
  fs.utimesSync(file, new Date(time), new Date(time));
}

/** Empties the mail folder between tests. */
export function emptyMailFolder(): void {
  fs.rmSync(testMailFolder(), { recursive: true, force: true });
}
