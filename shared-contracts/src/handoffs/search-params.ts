/** The query of a hand-off as given: a `search` string (with or without `?`) or its parsed params. */
export type SearchInput = string | URLSearchParams;

export const toSearchParams = (search: SearchInput): URLSearchParams =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** A parameter's value trimmed, or null when it is absent or blank (blank says nothing). */
export function readParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}
