// Redirect targets are only followed to local origins, so the sandbox cannot be an open redirect.

export const CONTROL_CENTER_URL = 'http://localhost:3000/';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** `value` when it is an absolute http(s) URL on localhost or 127.0.0.1, else `fallback`. */
export function localUrlOr(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  return isLocalOrigin(value) ? new URL(value).toString() : fallback;
}

/** Appends query parameters to a URL. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
