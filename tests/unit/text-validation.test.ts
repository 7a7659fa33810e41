// Issue 12, part 3 'Text', end to end through the actions: each kind of text no field may
// store answers 400 with the field's message (or the body's, for %-escapes), and no row is stored.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { validationMessages } from '~/features/inquiries/schemas';
import { action as contactApiAction } from '~/routes/api.contact';
import { action as contactPageAction } from '~/routes/($lang).contact';
import { postJson, postRaw } from './request-helpers';

const sqlite = () => getDatabase().$client;
const storedMessages = () =>
  sqlite().prepare('select count(*) from contact_messages').pluck().get() as number;

const valid = {
  name: 'Kumari Wickramasinghe',
  email: 'kumari@example.lk',
  subject: 'product',
  message: 'Please send samples of your Dimbula FBOP.',
};

const form = 'application/x-www-form-urlencoded';

beforeEach(() => {
  sqlite().exec('delete from contact_messages;');
});

describe('POST /api/contact with text no field may store', () => {
  it.each([
    ['a lone surrogate escape', '{"message": "hello \\ud800 world, from Kandy"}', 'message'],
    ['a lone low surrogate escape', '{"name": "Ann \\udc00"}', 'name'],
    ['a right-to-left override', '{"name": "Ann \\u202eevil"}', 'name'],
    ['CRLF in the name', '{"name": "Ann\\r\\nPerera"}', 'name'],
    ['only zero-width spaces', '{"name": "\\u200b\\u200b\\u200b"}', 'name'],
  ])('answers 400 {message, errors} to %s', async (_label, overrides, field) => {
    const body = JSON.stringify({ ...valid, ...(JSON.parse(overrides) as object) });
    const response = await postJson(contactApiAction, '/api/contact', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toEqual([field]);
    expect(storedMessages()).toBe(0);
  });

  it('names the field and the reason', async () => {
    const response = await postJson(contactApiAction, '/api/contact', {
      ...valid,
      name: 'Ann\r\nPerera',
      email: 'kumari@example.lk\u2066',
      message: `hello \ud800 world, from Kandy`,
    });
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      name: [validationMessages.singleLine],
      email: [validationMessages.controlCharacters],
      message: [validationMessages.invalidCharacters],
    });
  });

  it.each([
    ['Latin-1 in a field', 'name=J%F6rg', 'Request body is not valid UTF-8.'],
    ['a broken escape', 'name=Ann%zz', 'Request body has a malformed %-escape.'],
  ])('answers 400 {message} to %s, form-encoded', async (_label, name, message) => {
    const body = `${new URLSearchParams({ ...valid, name: 'x' }).toString().replace('name=x', name)}`;
    const response = await postRaw(contactApiAction, '/api/contact', body, form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(storedMessages()).toBe(0);
  });

  it('stores a Sinhala name sent %-encoded, as typed', async () => {
    const response = await postRaw(
      contactApiAction,
      '/api/contact',
      new URLSearchParams({ ...valid, name: 'ශ්‍රීමතී ජයසූරිය' }).toString(),
      form,
    );
    expect(response.status).toBe(201);
    expect(sqlite().prepare('select name from contact_messages').pluck().get()).toBe('ශ්‍රීමතී ජයසූරිය');
  });
});

describe('the no-script contact form', () => {
  it('shows the single-line message under the name and stores nothing', async () => {
    const answer = await postRaw(
      contactPageAction,
      '/contact',
      new URLSearchParams({ ...valid, name: 'Ann\r\nPerera' }).toString(),
      form,
    );
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as {
      data: { error?: Record<string, string[]> };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(data.error?.name).toEqual([validationMessages.singleLine]);
    expect(storedMessages()).toBe(0);
  });

  it('answers 400 with the body’s message for a %-escape that is not UTF-8', async () => {
    const answer = await postRaw(
      contactPageAction,
      '/contact',
      new URLSearchParams(valid).toString().replace('Kumari', 'K%FCmari'),
      form,
    );
    const { data, init } = answer as {
      data: { error?: Record<string, string[]> };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(data.error?.['']).toEqual(['Request body is not valid UTF-8.']);
    expect(storedMessages()).toBe(0);
  });
});
