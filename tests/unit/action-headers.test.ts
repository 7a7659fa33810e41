import { describe, expect, it } from 'vitest';
import { forwardRetryAfter } from '~/http/action-headers.server';

describe('forwardRetryAfter', () => {
  it("sets the action's Retry-After on the page, leaving its other headers", () => {
    const page = new Headers({ 'Content-Type': 'text/html' });
    forwardRetryAfter(
      {
        root: new Headers(),
        'routes/($lang).contact': new Headers({ 'Retry-After': '42', 'X-Other': '1' }),
      },
      page,
    );
    expect([...page]).toEqual([
      ['content-type', 'text/html'],
      ['retry-after', '42'],
    ]);
  });

  it('adds nothing when no action ran or none asked to wait', () => {
    const page = new Headers();
    forwardRetryAfter(undefined, page);
    forwardRetryAfter({ 'routes/($lang).about': new Headers({ 'Set-Cookie': 'flash=x' }) }, page);
    expect([...page]).toEqual([]);
  });
});
