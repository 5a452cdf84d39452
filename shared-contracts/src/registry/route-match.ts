// No run-time imports: the host's start-up script and entry chunk read this (shared-contracts/startup).
// react-router's own `matchPath` is the matcher everywhere else; this one exists because the code that
// runs before the federation singletons are shared cannot import it, and route-match.test.ts holds
// the two to the same answers on every pattern of every remote's route manifest.

/** The path parameters a pattern captured, by name; `*` holds what a splat matched. */
export type RouteParams = Readonly<Record<string, string>>;

const segmentsOf = (path: string): string[] => path.split('/').filter((part) => part.length > 0);

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Matches `pathname` against a pattern of react-router's syntax (static segments, `:param`, a
 * trailing `*`), case-insensitively and ignoring a trailing slash, as react-router's `matchPath`
 * does by default. Null when it does not match.
 */
export function matchRoutePattern(pattern: string, pathname: string): RouteParams | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const splat = expected.at(-1) === '*';
  const fixed = splat ? expected.slice(0, -1) : expected;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decode(value);
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  if (splat) {
    const rest = actual.slice(fixed.length).map(decode).join('/');
    // react-router keeps a trailing slash in what a splat matched.
    params['*'] = rest !== '' && pathname.endsWith('/') ? `${rest}/` : rest;
  }
  return params;
}

/**
 * How specific a pattern is, by react-router's own ranking (`computeScore`): more segments rank
 * higher, a static segment over a parameter, and a splat lowest.
 */
export function routePatternScore(pattern: string): number {
  const segments = pattern.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce(
      (score, segment) => score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
      initial,
    );
}

/**
 * The candidate whose pattern matches `pathname` and ranks highest (the first of equals), as
 * react-router's `matchRoutes` would pick among sibling routes; null when none matches.
 */
export function bestRouteMatch<T>(
  candidates: readonly T[],
  patternOf: (candidate: T) => string,
  pathname: string,
): { candidate: T; params: RouteParams } | null {
  let best: { candidate: T; params: RouteParams; score: number } | null = null;
  for (const candidate of candidates) {
    const pattern = patternOf(candidate);
    const params = matchRoutePattern(pattern, pathname);
    if (params === null) continue;
    const score = routePatternScore(pattern);
    if (best === null || score > best.score) best = { candidate, params, score };
  }
  return best && { candidate: best.candidate, params: best.params };
}

/**
 * Fills a request template's `:name` segments from `params`, each encoded as one segment; null when
 * a parameter is missing, so a page never fetches a half-built path.
 */
export function fillPathTemplate(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string | null {
  const parts: string[] = [];
  for (const part of template.split('/')) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const value = params[part.slice(1)];
    if (value === undefined) return null;
    parts.push(encodeURIComponent(String(value)));
  }
  return parts.join('/');
}
