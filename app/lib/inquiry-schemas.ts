import { z } from 'zod';
import { contactSubjects, type ContactSubject } from '~/config/contact-subjects';

/** The limits of DESIGN.md; the minimums are the spec's (§5, §9). */
export const fieldLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/**
 * 5000 as '5,000'. Not toLocaleString: its first call loads the browser's number-formatting
 * data, a 20-30 ms pause while a page's scripts start on a slow phone.
 */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const validationMessages = {
  name: 'Name must be at least 2 characters',
  nameTooLong: `Name must be at most ${fieldLimits.nameMax} characters`,
  email: 'Please enter a valid email address',
  subject: 'Please select a subject',
  message: 'Message must be at least 10 characters',
  messageTooLong: `Message must be at most ${groupThousands(fieldLimits.messageMax)} characters`,
  controlCharacters: 'Please remove special control characters from this field',
} as const;

/** Name of the hidden field only bots fill in. */
export const honeypotField = 'website';

// Control characters other than tab and newline (after CRLF became LF).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenControlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Text as we check and store it: CRLF/CR become LF, then trimmed. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

function text(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .transform(normalizeText)
    .refine(
      (value) => !forbiddenControlCharacters.test(value),
      validationMessages.controlCharacters,
    );
}

const email = text(validationMessages.email).pipe(
  z.string().max(fieldLimits.emailMax, validationMessages.email).email(validationMessages.email),
);

const honeypot = z.string().optional();

export const contactSchema = z.object({
  name: text(validationMessages.name).pipe(
    z
      .string()
      .min(fieldLimits.nameMin, validationMessages.name)
      .max(fieldLimits.nameMax, validationMessages.nameTooLong),
  ),
  email,
  subject: z.enum(contactSubjects, {
    errorMap: () => ({ message: validationMessages.subject }),
  }),
  message: text(validationMessages.message).pipe(
    z
      .string()
      .min(fieldLimits.messageMin, validationMessages.message)
      .max(fieldLimits.messageMax, validationMessages.messageTooLong),
  ),
  [honeypotField]: honeypot,
});

export const newsletterSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
  [honeypotField]: honeypot,
});

export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** What the contact form starts with when a 'Request ...' link sent the visitor. */
export type ContactPrefill = { subject: ContactSubject; message: string };
