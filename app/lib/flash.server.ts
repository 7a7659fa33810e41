import { createCookie, redirect } from '@remix-run/node';
import { isNoticeKey, type NoticeKey } from '~/config/messages';
import { personalCacheControl } from './http-cache.server';

/**
 * The flash cookie carries only the key of one of the spec's fixed notices, never
 * free text, so nobody can plant a message of their own in it (and it needs no secret).
 */
const flashCookie = createCookie('flash', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
});

/**
 * Redirects to a path of our own choosing (never one taken from input) with a notice to show
 * there. The fragment brings the notice into view: a redirect without one would inherit the
 * form's own fragment and scroll past it.
 */
export async function redirectWithNotice(path: `/${string}`, notice: NoticeKey): Promise<Response> {
  return redirect(`${path}#main`, {
    status: 303,
    headers: {
      'Set-Cookie': await flashCookie.serialize(notice),
      'Cache-Control': personalCacheControl,
    },
  });
}

/** Reads the notice a redirect left, and the header that clears it. */
export async function takeNotice(
  request: Request,
): Promise<{ notice: NoticeKey | null; headers: HeadersInit | undefined }> {
  const cookieHeader = request.headers.get('Cookie');
  if (!cookieHeader?.includes('flash=')) return { notice: null, headers: undefined };
  const value: unknown = await flashCookie.parse(cookieHeader);
  return {
    notice: isNoticeKey(value) ? value : null,
    headers: { 'Set-Cookie': await flashCookie.serialize('', { maxAge: 0 }) },
  };
}
