/**
 * POSTs JSON to our API the way the spec's client does (§7, §8): credentials included,
 * and any non-OK answer raises an error reading "STATUS: message", the message being
 * the JSON `message` or else the status text.
 */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await errorMessageOf(response)}`);
  return response.json();
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return response.statusText || 'Request failed';
}
