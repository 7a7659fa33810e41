import { z } from 'zod';
import {
  incoterms,
  packingFormats,
  quantityUnits,
  sampleCountLimits,
  type BuyerRequestKind,
} from '~/config/buyer-request-options';
import { countryCodes } from '~/content/country-codes';
import {
  choiceField,
  emailField,
  honeypotField,
  honeypotSchema,
  messageField,
  nameField,
  textField,
} from './schemas';

/** The limits of the request's own fields; name, e-mail and message are the contact form's. */
export const requestFieldLimits = {
  quantityMax: 1_000_000,
  companyMin: 2,
  companyMax: 150,
  portMin: 2,
  portMax: 100,
  phoneMax: 30,
} as const;

export const requestValidationMessages = {
  kind: 'Please choose a quote or samples',
  tea: 'Please choose a tea',
  quantity: 'Please enter a quantity above 0, such as 500 or 2.5',
  quantityTooLarge: 'Quantity must be at most 1,000,000',
  unit: 'Please choose kg or tonnes',
  sampleCount: `Please ask for ${sampleCountLimits.min} to ${sampleCountLimits.max} samples`,
  packing: 'Please choose a packing',
  incoterm: 'Please choose an Incoterm',
  destinationPort: 'Please enter the destination port',
  destinationPortTooLong: `Port must be at most ${requestFieldLimits.portMax} characters`,
  destinationCountry: 'Please choose the destination country',
  company: 'Company must be at least 2 characters',
  companyTooLong: `Company must be at most ${requestFieldLimits.companyMax} characters`,
  phone: 'Please enter a phone number of digits, spaces and + ( ) - only',
} as const;

/** A quantity as typed ('2.5', up to three decimals) or as the script sends it (2.5). */
const decimalPattern = /^\d{1,9}(?:\.\d{1,3})?$/;
const wholeNumberPattern = /^\d{1,3}$/;

/** A number from a form's text or from JSON; anything else stays as it is and fails. */
function numberFrom(pattern: RegExp) {
  return (value: unknown) =>
    typeof value === 'string' && pattern.test(value.trim()) ? Number(value) : value;
}

const quantity = z.preprocess(
  numberFrom(decimalPattern),
  z
    .number({
      required_error: requestValidationMessages.quantity,
      invalid_type_error: requestValidationMessages.quantity,
    })
    .finite(requestValidationMessages.quantity)
    .positive(requestValidationMessages.quantity)
    .max(requestFieldLimits.quantityMax, requestValidationMessages.quantityTooLarge),
);

const sampleCount = z.preprocess(
  numberFrom(wholeNumberPattern),
  z
    .number({
      required_error: requestValidationMessages.sampleCount,
      invalid_type_error: requestValidationMessages.sampleCount,
    })
    .int(requestValidationMessages.sampleCount)
    .min(sampleCountLimits.min, requestValidationMessages.sampleCount)
    .max(sampleCountLimits.max, requestValidationMessages.sampleCount),
);

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
