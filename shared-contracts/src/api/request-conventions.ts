/** Every call goes to `/api/...` on the page's own origin (platform.md section 2). */
export const API_PREFIX = '/api';

export const TRACE_ID_HEADER = 'x-trace-id';
export const CSRF_HEADER = 'x-csrf-token';

/** The headers every request carries (platform.md section 3): a fresh trace id, JSON, the CSRF token. */
export function conventionHeaders(csrfToken: string | null): Record<string, string> {
  return {
    [TRACE_ID_HEADER]: crypto.randomUUID(),
    'content-type': 'application/json',
    [CSRF_HEADER]: csrfToken ?? '',
  };
}

/** Encodes one path segment. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
