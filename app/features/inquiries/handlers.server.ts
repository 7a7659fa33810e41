import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { notices, sentParameter, type NoticeKey, type SentKey } from '~/config/messages';
import { honeypotField } from './fields';
import { contactSchema, languageFieldName, newsletterSchema } from './schemas';
import { buyerRequestSchema, type BuyerRequestSchema } from './buyer-request-schema';
import { saveBuyerRequest, saveContactMessage } from './store.server';
import { subscribe } from '../newsletter/subscriptions.server';
import {
  jsonError,
  jsonResponse,
  methodNotAllowed,
  personalCacheControl,
} from '../../http/json-response.server';
import { rateLimitMessage, type RateLimitBucket } from '../../http/rate-limit';
import { form } from '~/locales/en/forms.json';
import { languageOfPath, localizedPath } from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';
import { BadRequestError, readSubmittedBody } from '../../http/request-body.server';
import { StorageUnavailableError } from '../../../db/write-transaction';
import { teaValues } from './tea-choices';
import { listTeaChoices } from './tea-choices.server';

/** How long a client should wait before retrying after the database said "not now". */
const storageRetryAfterSeconds = 5;

type Inquiry<Schema extends z.ZodTypeAny> = {
  /** Made for each request: a request's teas are read from the database. */
  schema: () => Schema;
  bucket: RateLimitBucket;
  /** `client` is the request's rate-limit key, for limits of the store's own (the newsletter's). */
  store: (value: z.output<Schema>, client: string) => Promise<{ id?: number }>;
  /** The API's success answer, built from what `store` returned. */
  created: (stored: { id?: number }) => { status: number; body: Record<string, unknown> };
  /** The notice a no-script post is redirected to (app/config/messages.ts sentNotices). */
  sent: SentKey;
  failureNotice: NoticeKey;
};

/** 201 with the new row's id: a contact message or a quote or sample request. */
const createdWithId = ({ id }: { id?: number }) => ({
  status: 201,
  body: { ok: true, id: id ?? 0 },
});

const contactInquiry: Inquiry<typeof contactSchema> = {
  schema: () => contactSchema,
  bucket: 'contact',
  store: saveContactMessage,
  created: createdWithId,
  sent: 'contact',
  failureNotice: 'contactFailed',
};

const newsletterInquiry: Inquiry<typeof newsletterSchema> = {
  schema: () => newsletterSchema,
  bucket: 'subscribe',
  store: async (value, client) => {
    await subscribe(value, client);
    return {};
  },
  created: () => ({ status: 200, body: { ok: true } }),
  sent: 'newsletter',
  failureNotice: 'subscribeFailed',
};

const buyerRequestInquiry: Inquiry<BuyerRequestSchema> = {
  schema: () => buyerRequestSchema(teaValues(listTeaChoices())),
  bucket: 'request',
  store: saveBuyerRequest,
  created: createdWithId,
  sent: 'request',
  failureNotice: 'requestFailed',
};

/** A bot filled the hidden field: it is answered as if accepted and nothing is stored. */
function isBot(value: Record<string, unknown>): boolean {
  return typeof value[honeypotField] === 'string' && value[honeypotField] !== '';
}

/**
 * Back to the page the form is on (a path of our own, never one taken from input) with the
 * success notice named in the URL. The fragment brings the notice into view: a redirect without
 * one would inherit the form's own fragment and scroll past it.
 */
function redirectWithNotice(path: `/${string}`, sent: SentKey): Response {
  return redirect(`${path}?${sentParameter}=${sent}#main`, {
    status: 303,
    headers: { 'Cache-Control': personalCacheControl },
  });
}

async function handleApi<Schema extends z.ZodTypeAny>(
  inquiry: Inquiry<Schema>,
  { request, context }: ActionFunctionArgs,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const limit = await context.consumeRateLimit(inquiry.bucket);
  if (!limit.allowed) {
    return jsonError(429, rateLimitMessage, {}, { 'Retry-After': String(limit.retryAfterSeconds) });
  }
  let fields: Record<string, unknown>;
  try {
    const body = await readSubmittedBody(request);
    fields = body.format === 'json' ? body.fields : Object.fromEntries(body.fields);
  } catch (error) {
    if (error instanceof BadRequestError) return jsonError(error.status, error.message);
    throw error;
  }
  const result = inquiry.schema().safeParse(fields);
  if (!result.success) {
    return jsonError(400, form.formErrors.correctFields, {
      errors: result.error.flatten().fieldErrors,
    });
  }
  if (isBot(result.data)) return createdResponse(inquiry, {});
  try {
    return createdResponse(inquiry, await inquiry.store(result.data, context.clientKey));
  } catch (error) {
    if (error instanceof StorageUnavailableError) {
      return jsonError(
        503,
        form.formErrors.unavailable,
        {},
        { 'Retry-After': String(storageRetryAfterSeconds) },
      );
    }
    throw error;
  }
}

function createdResponse<Schema extends z.ZodTypeAny>(
  inquiry: Inquiry<Schema>,
  stored: { id?: number },
): Response {
  const { status, body } = inquiry.created(stored);
  return jsonResponse(body, { status });
}

/**
 * The no-script form: invalid input re-renders the page (400) with each error under its
 * field and the values kept; success redirects back to the page with a notice.
 */
async function handleForm<Schema extends z.ZodTypeAny>(
  inquiry: Inquiry<Schema>,
  { request, context }: ActionFunctionArgs,
  pagePath: `/${string}`,
) {
  let formData = new URLSearchParams();
  let bodyError: BadRequestError | undefined;
  try {
    const body = await readSubmittedBody(request);
    if (body.format === 'form') formData = body.fields;
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    bodyError = error;
  }
  // The visitor wrote from the page the form is on: its URL names the language, whatever the
  // body says, so the row and the operators' e-mail tell the site they saw.
  const language = languageOfPath(new URL(request.url).pathname);
  formData.set(languageFieldName, language);
  const submission = parseWithZod(formData, { schema: inquiry.schema() });
  if (bodyError) {
    return data(submission.reply({ formErrors: [bodyError.message] }), {
      status: bodyError.status,
    });
  }
  const limit = await context.consumeRateLimit(inquiry.bucket);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [rateLimitMessage] }), {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  // Back to the form's page in the language it was sent from.
  const returnPath = hasTwin(pagePath, language) ? localizedPath(pagePath, language) : pagePath;
  if (isBot(submission.value)) return redirectWithNotice(returnPath, inquiry.sent);
  try {
    await inquiry.store(submission.value, context.clientKey);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    return data(submission.reply({ formErrors: [notices[inquiry.failureNotice].description] }), {
      status: 503,
      headers: { 'Retry-After': String(storageRetryAfterSeconds) },
    });
  }
  return redirectWithNotice(returnPath, inquiry.sent);
}

export const contactApiAction = (args: ActionFunctionArgs) => handleApi(contactInquiry, args);
export const subscribeApiAction = (args: ActionFunctionArgs) => handleApi(newsletterInquiry, args);

export const buyerRequestApiAction = (args: ActionFunctionArgs) =>
  handleApi(buyerRequestInquiry, args);

export const contactFormAction = (args: ActionFunctionArgs) =>
  handleForm(contactInquiry, args, '/contact');

export const buyerRequestFormAction = (args: ActionFunctionArgs) =>
  handleForm(buyerRequestInquiry, args, '/request');

/** The one newsletter action every page with 'Stay Connected' exports, told its own path. */
export const newsletterFormAction = (args: ActionFunctionArgs, pagePath: `/${string}`) =>
  handleForm(newsletterInquiry, args, pagePath);
