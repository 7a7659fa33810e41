// Finding the `.eml` files that name an address: the whole address and nothing that merely
// contains it, in real files written by the file transport however it encoded them (base64 for
// Sinhala, quoted-printable lines broken inside the address).
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { enqueueEmail } from '~/features/outbox/queue.server';
import { mailFilesNaming, namesAddress } from '~/features/privacy/mail-files.server';
import { deliverAsFile, emptyMailFolder, testMailFolder } from '../support/eml-files';

describe('an address named in a text', () => {
  it.each([
    ['Reply-To: kasun@example.com', 'kasun@example.com'],
    ['Reply-To: Kasun Perera <Kasun@Example.COM>', 'kasun@example.com'],
    ['Write to kasun@example.com.', 'kasun@example.com'],
    ['(kasun@example.com), or mailto:kasun@example.com?subject=Tea', 'kasun@example.com'],
    ['E-mail: "o\'brien+tea@example.com"', "O'Brien+tea@example.com"],
    ['At the end of the text: a@example.com', 'a@example.com'],
  ])('%j names %s', (text, address) => {
    expect(namesAddress(text, address)).toBe(true);
  });

  it.each([
    ['aa@example.com', 'a@example.com'],
    ['x.a@example.com', 'a@example.com'],
    ['x+a@example.com', 'a@example.com'],
    ['a@example.company', 'a@example.com'],
    ['a@example.com.evil', 'a@example.com'],
    ['a@example.com-mail.net', 'a@example.com'],
    // The dot is a dot, not any character.
    ['aXb@example.com', 'a.b@example.com'],
    ['a@exampleXcom', 'a@example.com'],
  ])('%j does not name %s', (text, address) => {
    expect(namesAddress(text, address)).toBe(false);
  });
});

describe('the .eml files naming an address', () => {
  beforeEach(emptyMailFolder);

  /** An e-mail to the sales team, delivered as a file; returns its path. */
  function emailAsFile(body: string, replyTo?: string): Promise<string> {
    const { messageId } = enqueueEmail(getDatabase(), {
      kind: 'contact-notification',
      to: 'info@lankahillstea.lk',
      replyTo,
      subject: 'Product Inquiry from සුනිල් පෙරේරා',
      body,
    });
    return deliverAsFile(messageId);
  }

  it('finds the address in the headers, a base64 body and a quoted-printable line broken inside it', async () => {
    const inHeader = await emailAsFile('A message.', 'Kasun@Example.com');
    const inSinhala = await emailAsFile(
      'සුනිල් පෙරේරා '.repeat(8) + '\nE-mail: kasun@example.com\nශ්‍රී ලංකා',
    );
    // A line long enough to be broken, with a soft line break inside the address.
    const inBrokenLine = await emailAsFile(`Café ${'x'.repeat(50)} kasun@example.com wrote this.`);
    const someoneElse = await emailAsFile('E-mail: akasun@example.com', 'kasun@example.com.evil');

    // What a plain search of the files would miss.
    for (const file of [inSinhala, inBrokenLine]) {
      expect(fs.readFileSync(file, 'utf8')).not.toContain('kasun@example.com');
    }
    expect(mailFilesNaming(testMailFolder(), 'KASUN@example.com')).toEqual(
      [inHeader, inSinhala, inBrokenLine].sort(),
    );
    expect(mailFilesNaming(testMailFolder(), 'akasun@example.com')).toEqual([someoneElse]);
  });

  it('finds none when there is no mail folder (e-mails go by SMTP)', () => {
    expect(fs.existsSync(testMailFolder())).toBe(false);
    expect(mailFilesNaming(testMailFolder(), 'kasun@example.com')).toEqual([]);
  });
});
