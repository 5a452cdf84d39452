// Node and tests only (the remotes' builds, the route-table tests): runs a page's guard and loader
// against an API client that answers nothing, and writes down what they ask for first.
import { API_PREFIX, createApiClient } from '../api/client';
import { createQueryClient } from '../query/query-client';
import type { RouteManifest } from '../registry/route-manifest';
import {
  routeManifestOf,
  type LoaderContext,
  type RoutePage,
  type RouteTable,
} from './route-table';

/** Stand-ins for the ids a request template names, told apart from any real value. */
const SAMPLE_USER_ID = 900_000_001;
const SAMPLE_OWNER_ID = 900_000_002;
const sampleParam = (name: string) => `__${name}__`;

const paramNames = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));

/** A recorded URL as a request template: `neighbors/:ownerId/locations/:locationId/devices`. */
function templateOf(url: string, params: readonly string[]): string | null {
  const { pathname, search } = new URL(url);
  // A query (a time window, a page token) is the page's own to build: it is no template.
  if (search !== '' || !pathname.startsWith(`${API_PREFIX}/`)) return null;
  return pathname
    .slice(API_PREFIX.length + 1)
    .split('/')
    .map((part) => {
      const value = decodeURIComponent(part);
      const param =
        value === String(SAMPLE_USER_ID)
          ? 'userId'
          : value === String(SAMPLE_OWNER_ID)
            ? 'ownerId'
            : params.find((name) => value === sampleParam(name));
      return param === undefined ? part : `:${param}`;
    })
    .join('/');
}

/** Lets the loaders' chains of promises run as far as they go without an answer. */
async function settle(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The first GETs of a page, as templates: what its guard and its loader ask for before any answer
 * has come back, for a signed-in user who does not own the location (so that no template reads
 * what only an owner may: a shared location's subscription is never read). Each flag the page's
 * remote reads is on. Requests with a query are left out: they cannot be made ahead of the page.
 */
export async function recordFirstRequests(
  page: RoutePage,
  flags: readonly string[] = [],
): Promise<string[]> {
  const names = paramNames(page.path);
  const urls: string[] = [];
  const pending: ((error: Error) => void)[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (method.toUpperCase() === 'GET')
      urls.push(input instanceof Request ? input.url : String(input));
    return new Promise<Response>((_resolve, reject) => pending.push(reject));
  };
  const api = createApiClient({
    baseUrl: 'http://first-requests.invalid',
    fetch: recordingFetch,
    reportErrors: false,
  });
  const queryClient = createQueryClient({ api });
  const context: LoaderContext = {
    params: Object.fromEntries(names.map((name) => [name, sampleParam(name)])),
    userId: SAMPLE_USER_ID,
    ownerId: SAMPLE_OWNER_ID,
    isOwner: false,
    flags: Object.fromEntries(flags.map((flag) => [flag, true])),
    api,
    queryClient,
  };
  const ignore = () => undefined;
  void Promise.resolve(page.guard?.(context)).catch(ignore);
  void page.loader?.(context).catch(ignore);
  await settle();
  const recorded = [...urls];
  for (const reject of pending) reject(new Error('first requests recorded'));
  await settle(1);
  queryClient.clear();
  const templates = recorded.flatMap((url) => templateOf(url, names) ?? []);
  return [...new Set(templates)];
}

/** A route table's manifest with each page's first requests, as a remote's build emits it. */
export async function routeManifestWithFirstRequests(table: RouteTable): Promise<RouteManifest> {
  const requests: Record<string, string[]> = {};
  // One page at a time: each run's requests are its own.
  for (const page of table.pages) requests[page.id] = await recordFirstRequests(page, table.flags);
  return routeManifestOf(table, requests);
}
