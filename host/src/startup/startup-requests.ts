import {
  CSRF_HEADER,
  EMPTY_REGISTRY,
  FEATURES_PATH,
  SESSION_VERIFY_PATH,
  featureFlagsSearchParams,
  firstRequestPaths,
  globalSingleton,
  isRecord,
  locationsPath,
  matchRoute,
  ownershipOf,
  startEarlyGet,
  subscriptionPath,
  type EarlyGetOptions,
  type LocationOwnership,
  type RouteUrl,
} from 'shared-contracts/startup';
import { requestRegistry } from '../federation/registry/fetch-registry';
import { hostPageLocation } from '../routing/host-page-location';

export interface StartupRequestsOptions {
  fetchImpl?: typeof fetch;
  /** Default: the page's origin. */
  origin?: string;
}

/** A user or owner id as the API sends it. */
function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The user's locations as the start-up reads them: what it needs of each, the owner. */
function ownershipsOf(list: unknown): LocationOwnership[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.locationId === 'string' && isId(entry.ownerId)
      ? [{ locationId: entry.locationId, ownerId: entry.ownerId, isOwner: entry.isOwner === true }]
      : [],
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return undefined;
  }
}

/** What the start-up learnt from its answers: the user, and the location the address names. */
export interface StartupFacts {
  userId: number;
  /** null where the address names no location, or the user's list does not have it. */
  location: LocationOwnership | null;
}

interface StartupRun {
  facts?: Promise<StartupFacts | null>;
  /** Settles once the session's answer has been read and the user's own calls have gone out. */
  userCalls?: Promise<void>;
  isStartupRun: true;
}

function isStartupRun(value: unknown): value is StartupRun {
  return isRecord(value) && value.isStartupRun === true;
}

/** Shared by the two copies of this module on a page: the start-up script's and the entry chunk's. */
const run = (): StartupRun =>
  globalSingleton('host.startup-requests', () => ({ isStartupRun: true }), isStartupRun);

/**
 * Settles once the start-up requests of this page load have all been started: with what they
 * learnt, or null when the session could not be read (or none were started).
 */
export const startupRequestsStarted = (): Promise<StartupFacts | null> =>
  run().facts ?? Promise.resolve(null);

/**
 * Settles once the session's answer has been read and the calls it unlocks for the user (their
 * locations and flags) have gone out, or the start-up found no session; at once when no start-up
 * requests were started.
 */
export const userCallsStarted = (): Promise<void> => run().userCalls ?? Promise.resolve();

/**
 * The start-up requests of this page load, started by whichever runs first: the start-up script
 * (`startup.ts`, requested by the HTML ahead of the app's code) or the entry chunk, when the
 * script was late or did not load.
 */
export function ensureStartupRequests(url: RouteUrl): Promise<StartupFacts | null> {
  return run().facts ?? startStartupRequests(url);
}

/**
 * Started before the app's code has arrived (see {@link ensureStartupRequests}), so that the host's
 * start-up calls run while that code downloads instead of one after another once it has run: the
 * session, then the user's locations and flags, then, on a location's page, the location's flags,
 * its subscription (where the user owns it), its VSG status (read by the settings guard) and the
 * first calls of the page itself (the `requests` its remote declares in the registry). The app's own
 * calls take these
 * answers (once, and only within a few seconds; see shared-contracts' early responses); anything
 * that fails here is left for the app to fetch and handle as it always does.
 */
export function startStartupRequests(
  url: RouteUrl,
  options: StartupRequestsOptions = {},
): Promise<StartupFacts | null> {
  let userCallsOut: () => void = () => undefined;
  run().userCalls = new Promise<void>((resolve) => {
    userCallsOut = resolve;
  });
  const facts = startRequests(url, options, userCallsOut);
  run().facts = facts;
  // Whichever way the start-up ends, nothing waits on the user's calls any longer.
  void facts.then(userCallsOut, userCallsOut);
  return facts;
}

async function startRequests(
  url: RouteUrl,
  { fetchImpl, origin }: StartupRequestsOptions,
  userCallsOut: () => void,
): Promise<StartupFacts | null> {
  const early = (
    path: string,
    csrfToken: string | null,
    options: Pick<EarlyGetOptions, 'searchParams' | 'readByCaller'> = {},
  ) => startEarlyGet(path, { csrfToken, fetchImpl, origin, ...options });
  // The page's first calls, each once, and none that the host's own calls above have made.
  const started = new Set<string>();
  const earlyOnce = (path: string, csrfToken: string) => {
    if (started.has(path)) return;
    started.add(path);
    void early(path, csrfToken);
  };

  // The registry says which page the address is and what it fetches first: asked for beside the
  // session.
  const registry = requestRegistry();
  const session = await early(SESSION_VERIFY_PATH, null, { readByCaller: true });
  if (session?.ok !== true) return null;
  const csrfToken = session.headers.get(CSRF_HEADER) ?? '';
  const body = await readJson(session);
  const userId = isRecord(body) ? body.user_id : undefined;
  if (!isId(userId)) return null;

  // The address resolved once, as the app and the host's server resolve it. The registry was asked
  // for before the session: it is usually in by now.
  const match = matchRoute((await registry) ?? EMPTY_REGISTRY, url, hostPageLocation);
  // Read here only where the address names a location: a long list is not copied otherwise.
  started.add(locationsPath(userId));
  const locations = early(locationsPath(userId), csrfToken, {
    readByCaller: match.locationId !== null,
  });
  void early(FEATURES_PATH, csrfToken, {
    searchParams: featureFlagsSearchParams('Neighbor', userId),
  });
  if (match.locationId !== null) {
    void early(FEATURES_PATH, csrfToken, {
      searchParams: featureFlagsSearchParams('Location', match.locationId),
    });
  }
  userCallsOut();
  // The page's first calls that need only the user (the dashboard's status list), at once.
  for (const path of firstRequestPaths(match, { userId })) earlyOnce(path, csrfToken);
  if (match.locationId === null) return { userId, location: null };

  const list = await locations;
  const location =
    list?.ok === true ? ownershipOf(ownershipsOf(await readJson(list)), match.locationId) : null;
  if (location === null) return { userId, location: null };
  // The location in context: only an owner reads its subscription (a shared one is never read).
  if (location.isOwner)
    earlyOnce(subscriptionPath(location.ownerId, location.locationId), csrfToken);
  // The rest of the page's first calls, which need the location's owner.
  for (const path of firstRequestPaths(match, { userId, ownerId: location.ownerId })) {
    earlyOnce(path, csrfToken);
  }
  return { userId, location };
}
