import { z } from 'zod';
import { validation } from '~/locales/en/request.json';
import {
  incoterms,
  packingFormats,
  quantityUnits,
  sampleCountLimits,
  type BuyerRequestKind,
} from '~/config/buyer-request-options';
import { countryCodes } from '~/content/country-codes';
import { honeypotField } from './fields';
import {
  choiceField,
  emailField,
  honeypotSchema,
  languageField,
  languageFieldName,
  messageField,
  nameField,
  textField,
} from './schemas';

/** The limits of the request's own fields; name, e-mail and message are the contact form's. */
export const requestFieldLimits = {
  quantityMax: 1_000_000,
  /** Decimal places of a quantity: a gram of a kilogram, a kilogram of a tonne. */
  quantityDecimals: 3,
  companyMin: 2,
  companyMax: 150,
  portMin: 2,
  portMax: 100,
  phoneMax: 30,
} as const;

/**
 * The English texts of the request's translation file, as common.json's are the contact form's
 * (./schemas.ts): the API answers with them, and the page shows each in its own language
 * (app/components/forms/use-form-message.ts). The limits in their words are checked against
 * `requestFieldLimits` and `sampleCountLimits` by tests/unit/translations.test.ts.
 */
export const requestValidationMessages = validation;

/**
 * A number as a person writes one: digits, then a decimal point and digits if needed. Not
 * `Number()`'s grammar, which also reads '1e3', '0x10', '.5', 'Infinity' and '' (as 0), nor a
 * thousands separator, which reads '1,000' as a thousand in one country and as one in another.
 */
const plainDecimal = /^\d+(?:\.(\d+))?$/;

type DecimalRules = {
  /** The smallest and largest value taken, and the decimal places a value may have. */
  min: number;
  max: number;
  decimals: number;
  /** `tooSmall` is also for nothing at all, and for a negative number. */
  messages: { tooSmall: string; format: string; precision: string; tooLarge: string };
};

/** Why `text` is not a number by `rules`, or its value. */
function readDecimal(text: string, rules: DecimalRules): { message: string } | { value: number } {
  const { messages } = rules;
  const trimmed = text.trim();
  const match = plainDecimal.exec(trimmed);
  if (!match) {
    // Nothing, or '-5': what is wrong is not the writing but that it is not above the minimum.
    const notPositive =
      trimmed === '' || (trimmed.startsWith('-') && plainDecimal.test(trimmed.slice(1)));
    return { message: notPositive ? messages.tooSmall : messages.format };
  }
  if ((match[1]?.length ?? 0) > rules.decimals) return { message: messages.precision };
  const value = Number(trimmed);
  if (value < rules.min) return { message: messages.tooSmall };
  if (value > rules.max) return { message: messages.tooLarge };
  return { value };
}

/**
 * A number field of the form and of the API, by the same rules: the form sends the text as
 * typed; JSON may send a number, read as the text JavaScript writes for it, so 1e-300 is
 * '1e-300' and refused, while 2.5 is '2.5'. Checked as a string, never a z.number(): Conform
 * turns a form's text for a z.number() into `Number(text)` before any rule of ours sees it.
 * Gives the value; within the rules, `String(value)` is the text as typed, without the zeros
 * that change nothing ('2.50' is 2.5, '007' is 7).
 */
function decimalField(rules: DecimalRules) {
  const { tooSmall } = rules.messages;
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ required_error: tooSmall, invalid_type_error: tooSmall })
      .transform((text, context) => {
        const read = readDecimal(text, rules);
        if ('value' in read) return read.value;
        context.addIssue({ code: z.ZodIssueCode.custom, message: read.message });
        return z.NEVER;
      }),
  );
}

const quantity = decimalField({
  min: 10 ** -requestFieldLimits.quantityDecimals,
  max: requestFieldLimits.quantityMax,
  decimals: requestFieldLimits.quantityDecimals,
  messages: {
    tooSmall: requestValidationMessages.quantity,
    format: requestValidationMessages.quantityFormat,
    precision: requestValidationMessages.quantityPrecision,
    tooLarge: requestValidationMessages.quantityTooLarge,
  },
});

const sampleCount = decimalField({
  ...sampleCountLimits,
  decimals: 0,
  messages: {
    tooSmall: requestValidationMessages.sampleCount,
    format: requestValidationMessages.sampleCount,
    precision: requestValidationMessages.sampleCount,
    tooLarge: requestValidationMessages.sampleCount,
  },
});

// Digits with the usual separators, '+94 11 234 5678' or '(212) 555-0100'.
const phonePattern = /^\+?[0-9 ()./-]{5,}$/;

/** Optional: an empty phone is no phone, from the form (Conform drops it) or from JSON. */
const phone = z.preprocess(
  (value) => (value === '' ? undefined : value),
  textField(requestValidationMessages.phone, { lines: 'single line', minimum: 1 })
    .pipe(
      z
        .string()
        .max(requestFieldLimits.phoneMax, requestValidationMessages.phone)
        .regex(phonePattern, requestValidationMessages.phone),
    )
    .optional(),
);

/** A one-line text of `minimum` to `maximum` characters, with a message for each failure. */
function singleLineField(required: string, tooLong: string, minimum: number, maximum: number) {
  return textField(required, { lines: 'single line', minimum }).pipe(
    z.string().max(maximum, tooLong),
  );
}

function commonFields(teaValues: readonly string[]) {
  const offered: ReadonlySet<string> = new Set(teaValues);
  return {
    tea: z
      .string({
        required_error: requestValidationMessages.tea,
        invalid_type_error: requestValidationMessages.tea,
      })
      .refine((value) => offered.has(value), requestValidationMessages.tea),
    packing: choiceField(packingFormats, requestValidationMessages.packing),
    incoterm: choiceField(incoterms, requestValidationMessages.incoterm),
    destinationPort: singleLineField(
      requestValidationMessages.destinationPort,
      requestValidationMessages.destinationPortTooLong,
      requestFieldLimits.portMin,
      requestFieldLimits.portMax,
    ),
    destinationCountry: choiceField(countryCodes, requestValidationMessages.destinationCountry),
    company: singleLineField(
      requestValidationMessages.company,
      requestValidationMessages.companyTooLong,
      requestFieldLimits.companyMin,
      requestFieldLimits.companyMax,
    ),
    name: nameField,
    email: emailField,
    phone,
    message: messageField,
    [languageFieldName]: languageField,
    [honeypotField]: honeypotSchema,
  };
}

/**
 * A quote or sample request: the one schema of the page's action, `POST /api/requests` and the
 * form in the browser. `teaValues` are the teas on offer (app/features/inquiries/tea-choices.ts), read by the
 * server and handed to the page. The fields of the other kind are dropped, so a form sent
 * without script, which has both, is read by its kind alone.
 */
export function buyerRequestSchema(teaValues: readonly string[]) {
  const common = commonFields(teaValues);
  return z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('quote' satisfies BuyerRequestKind),
        quantity,
        unit: choiceField(quantityUnits, requestValidationMessages.unit),
        ...common,
      }),
      z.object({
        kind: z.literal('samples' satisfies BuyerRequestKind),
        sampleCount,
        ...common,
      }),
    ],
    {
      errorMap: (issue, context) =>
        issue.code === z.ZodIssueCode.invalid_union_discriminator
          ? { message: requestValidationMessages.kind }
          : { message: context.defaultError },
    },
  );
}

export type BuyerRequestSchema = ReturnType<typeof buyerRequestSchema>;
export type BuyerRequestInput = z.output<BuyerRequestSchema>;

/** What the form starts with: the kind and tea a 'Request ...' link named, when it named them. */
export type BuyerRequestPrefill = { kind: BuyerRequestKind; tea?: string };
