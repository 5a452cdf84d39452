import { QueryClient } from '@tanstack/react-query';
import { pageApiClient } from '../api/client';
import { bindApiClient } from '../query/api-client-binding';
import type { PagePrefetchContext } from '../remotes/remotes';
import { fillPathTemplate } from '../remotes/route-match';
import type { ApiFixture } from './api-handlers';

/** The location a remote's prefetch test asks about (the fixture's). */
const LOCATION = { locationId: 'loc-1', ownerId: 1001 } as const;

/**
 * What a remote's `prefetchPage` asked the API for at `pathname`, as sorted paths below /api: each
 * remote's test holds it to the requests its route table declares (`declaredPaths`).
 */
export async function prefetchedPaths(
  use: () => ApiFixture,
  prefetchPage: (context: PagePrefetchContext) => Promise<void>,
  pathname: string,
): Promise<string[]> {
  const fixture = use();
  const queryClient = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  await prefetchPage({ queryClient, pathname, userId: LOCATION.ownerId, location: LOCATION });
  return fixture.requests.map(({ url }) => new URL(url).pathname.replace(/^\/api\//, '')).sort();
}

/** A page's declared request templates, filled for the same location, sorted. */
export function declaredPaths(requests: readonly string[]): (string | null)[] {
  return requests.map((template) => fillPathTemplate(template, LOCATION)).sort();
}
