import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client';
import { createQueryClient } from '../query/query-client';
import type { RouteManifest } from '../registry/route-manifest';
import { fillPathTemplate } from '../registry/route-match';
import type { LoaderContext, RouteTable } from '../routing/route-table';
import type { ApiFixture } from './api-handlers';
import { FIXTURE_LOCATION_ID, FIXTURE_USER_ID } from './builders';

/** Every GET's path below /api, sorted, as the fixture recorded them. */
const getPaths = (fixture: ApiFixture): string[] =>
  fixture.requests
    .filter((request) => request.method === 'GET')
    .map(({ url }) => new URL(url).pathname.replace(/^\/api\//, ''))
    .sort();

/** Until what the loaders started without awaiting it (a long list) has been asked for too. */
async function untilIdle(queryClient: QueryClient): Promise<void> {
  for (let turn = 0; turn < 200 && queryClient.isFetching() > 0; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Where a route table's pages and the manifest its build emits disagree on the first requests,
 * one line per page: each page's guard and loader are run against the fake API, as a user who does
 * not own the location (as the build records them) with every flag of the table on, and
 * what they ask for must be exactly the page's request templates, filled for the same ids.
 */
export async function firstRequestDisagreements(
  use: () => ApiFixture,
  table: RouteTable,
  manifest: RouteManifest,
): Promise<string[]> {
  const problems: string[] = [];
  for (const page of table.pages) {
    const fixture = use();
    // A client of its own, as a request on the host's server has, in the browser or in Node.
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const queryClient = createQueryClient({ api });
    const params = { locationId: FIXTURE_LOCATION_ID };
    // Another owner than the user: a template that names the wrong one of them is told apart.
    const ownerId = FIXTURE_USER_ID + 1;
    const context: LoaderContext = {
      params,
      userId: FIXTURE_USER_ID,
      ownerId,
      isOwner: false,
      flags: Object.fromEntries(table.flags.map((flag) => [flag, true])),
      api,
      queryClient,
    };
    await Promise.all([page.guard?.(context), page.loader?.(context)]);
    await untilIdle(queryClient);
    queryClient.clear();
    const made = getPaths(fixture);
    const declared = manifest.pages.find((declaredPage) => declaredPage.id === page.id);
    const filled = (declared?.requests ?? [])
      .map((template) =>
        fillPathTemplate(template, { ...params, userId: FIXTURE_USER_ID, ownerId }),
      )
      .sort();
    if (JSON.stringify(made) !== JSON.stringify(filled)) {
      problems.push(
        `${page.id}: its guard and loader ask for ${made.join(', ') || 'nothing'}; the manifest declares ${filled.join(', ') || 'nothing'}`,
      );
    }
  }
  return problems;
}
