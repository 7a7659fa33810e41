// The mailbox a newsletter signup's confirmation e-mail would land in, which the daily limit
// counts (app/features/newsletter/canonical-mailbox.ts).
import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '~/features/newsletter/canonical-mailbox';
import { newsletterSchema } from '~/features/inquiries/schemas';

describe('canonicalMailbox', () => {
  it('cuts the +tag for every domain and ignores case', () => {
    expect(canonicalMailbox('victim+0@example.com')).toBe('victim@example.com');
    expect(canonicalMailbox('Victim+News+Letter@Example.COM')).toBe('victim@example.com');
    expect(canonicalMailbox('victim@example.com')).toBe('victim@example.com');
    expect(canonicalMailbox('victim+@example.org')).toBe('victim@example.org');
  });

  it('folds a local part that starts with + to the untagged, empty mailbox', () => {
    expect(canonicalMailbox('+victim@example.com')).toBe('@example.com');
    expect(canonicalMailbox('+other@example.com')).toBe('@example.com');
  });

  it('removes the dots for Gmail, and googlemail.com is gmail.com', () => {
    for (const address of [
      'v.i.c.t.i.m@gmail.com',
      'victim@googlemail.com',
      'Vic.Tim+promo@GoogleMail.com',
      'victim+a.b@gmail.com',
    ]) {
      expect(canonicalMailbox(address), address).toBe('victim@gmail.com');
    }
  });

  it('keeps the dots of every other domain, subdomains of Gmail’s included', () => {
    expect(canonicalMailbox('v.i.c.t.i.m@example.com')).toBe('v.i.c.t.i.m@example.com');
    expect(canonicalMailbox('v.ictim@mail.gmail.com')).toBe('v.ictim@mail.gmail.com');
    expect(canonicalMailbox('first.last@outlook.com')).not.toBe(
      canonicalMailbox('firstlast@outlook.com'),
    );
  });

  it('reads the domain after the last @ and leaves names of Object’s properties alone', () => {
    expect(canonicalMailbox('a.b+c@constructor')).toBe('a.b@constructor');
    expect(canonicalMailbox('a.b@__proto__')).toBe('a.b@__proto__');
  });

  it('is never given a quoted local part: the newsletter form refuses one', () => {
    for (const email of ['"victim+0"@example.com', '"v.i.c"@gmail.com']) {
      expect(newsletterSchema.safeParse({ email }).success, email).toBe(false);
    }
  });
});
