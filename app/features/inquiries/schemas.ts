import { form } from '~/locales/en/forms.json';
import { z } from 'zod';
import { contactSubjects, type ContactSubject } from '~/config/contact-subjects';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { languageCodes } from '../../../db/languages';
import { fieldLimits, honeypotField } from './fields';

/**
 * The schemas' messages are the English texts of the translation files: the API answers with
 * them, and a page shows each in its own language (app/components/forms/use-form-message.ts).
 * The limits in their words are checked against `fieldLimits` by tests/unit/translations.test.ts.
 */
export const validationMessages = form.validation;

// Half of a UTF-16 surrogate pair (a JSON "\ud800" escape) is not text and cannot be stored as
// UTF-8. Written without lookbehind, which Safari before 16.4 cannot parse: this module runs in
// the browser too.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Control characters other than tab and the line breaks, which are the next check's.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenControlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// Bidi embeddings, overrides and isolates reorder the text around them, so what a reader sees
// is not what was sent ('Trojan Source'). The marks U+200E/U+200F only set the direction of
// neutral characters, which names mixing scripts may need: they stay allowed.
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

const lineBreaks = /[\r\n\u2028\u2029]/;

// Characters that show nothing: zero-width spaces and joiners, soft hyphens, BOMs, variation
// selectors, Hangul fillers (all Default_Ignorable) and the blank braille pattern.
const invisibleCharacters = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

type Lines = 'single line' | 'multiple lines';

/** Why `value` may not be stored as it is, or undefined when it may. */
function unsafeTextMessage(value: string, lines: Lines): string | undefined {
  if (loneSurrogate.test(value)) return validationMessages.invalidCharacters;
  if (forbiddenControlCharacters.test(value) || bidiControls.test(value))
    return validationMessages.controlCharacters;
  if (lines === 'single line' && lineBreaks.test(value)) return validationMessages.singleLine;
  return undefined;
}

/**
 * How many characters a reader sees: invisible ones are not counted, spaces between visible
 * ones are. Counted in code points, so '𠀀' (two UTF-16 units) is one.
 */
export function visibleLength(value: string): number {
  return [...value.replace(invisibleCharacters, '').trim()].length;
}

/** Text as we store it and count its visible characters: CRLF/CR become LF, then trimmed. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/**
 * A text field: unsafe text gets its own message, and text with fewer than `minimum` visible
 * characters (none at all, or only zero-width spaces) gets the field's `requiredMessage`.
 */
export function textField(
  requiredMessage: string,
  { lines, minimum }: { lines: Lines; minimum: number },
) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .superRefine((value, context) => {
      const message = unsafeTextMessage(value, lines);
      // Fatal: one message a field, and no later check sees the text.
      if (message) context.addIssue({ code: z.ZodIssueCode.custom, message, fatal: true });
    })
    .transform(normalizeText)
    .refine((value) => visibleLength(value) >= minimum, requiredMessage);
}

export const emailField = textField(validationMessages.email, {
  lines: 'single line',
  minimum: 1,
}).pipe(
  z.string().max(fieldLimits.emailMax, validationMessages.email).email(validationMessages.email),
);

export const nameField = textField(validationMessages.name, {
  lines: 'single line',
  minimum: fieldLimits.nameMin,
}).pipe(z.string().max(fieldLimits.nameMax, validationMessages.nameTooLong));

export const messageField = textField(validationMessages.message, {
  lines: 'multiple lines',
  minimum: fieldLimits.messageMin,
}).pipe(z.string().max(fieldLimits.messageMax, validationMessages.messageTooLong));

export const honeypotSchema = z.string().optional();

/** The one message for a choice out of `values`, whatever was sent instead. */
export function choiceField<Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z.enum(values, { errorMap: () => ({ message }) });
}

/**
 * The site the visitor wrote from, stored and told to the operators. A page's action takes it
 * from the page's URL; the API from this field, English when it is left out, as the
 * specification's clients leave it. No form shows it, so its message is for API callers and
 * stays in English.
 */
export const languageField = choiceField(
  languageCodes,
  `Please give a language of the site: ${languageCodes.join(', ')}`,
).default(defaultLanguage);

/** The field that carries the language, which a page's action sets from its URL. */
export const languageFieldName = 'language';

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  subject: choiceField(contactSubjects, validationMessages.subject),
  message: messageField,
  [languageFieldName]: languageField,
  [honeypotField]: honeypotSchema,
});

export const newsletterSchema = z.object({
  email: emailField.transform((value) => value.toLowerCase()),
  [languageFieldName]: languageField,
  [honeypotField]: honeypotSchema,
});

export type ContactInput = z.output<typeof contactSchema>;

/**
 * A form's values as the store takes them: code of our own (the tests, a script) may leave the
 * language out, and the column's default, English, is stored.
 */
export type StoredInput<Input extends { language: Language }> = Omit<Input, 'language'> & {
  language?: Language;
};
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** What the contact form starts with when a 'Request ...' link sent the visitor. */
export type ContactPrefill = { subject: ContactSubject; message: string };
