import {
  CSRF_HEADER,
  FEATURES_PATH,
  PATHS,
  SESSION_VERIFY_PATH,
  featureFlagsSearchParams,
  globalSingleton,
  isRecord,
  locationsPath,
  pageRequestPaths,
  startEarlyGet,
  subscriptionPath,
  type EarlyGetOptions,
  vsgStatusPath,
} from 'shared-contracts/startup';
import { locationIdFromPath } from '../app/route-table';
import { requestRegistry } from '../federation/registry/remotes-manifest';

export interface StartupRequestsOptions {
  fetchImpl?: typeof fetch;
  /** Default: the page's origin. */
  origin?: string;
}

/** A user or owner id as the API sends it. */
function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** What the start-up needs of one location in the list: its owner, and whether it is the user. */
function findOwnership(
  list: unknown,
  locationId: string,
): { ownerId: number; isOwner: boolean } | undefined {
  if (!Array.isArray(list)) return undefined;
  const found: unknown = list.find(
    (candidate: unknown) => isRecord(candidate) && candidate.locationId === locationId,
  );
  if (!isRecord(found)) return undefined;
  const { ownerId } = found;
  return isId(ownerId) ? { ownerId, isOwner: found.isOwner === true } : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return undefined;
  }
}

/** What the start-up asks for about the location an address names, beyond its flags. */
export interface LocationStartupCalls {
  /** Only an owner reads a location's subscription. */
  subscription: boolean;
  /** The settings guard reads it before a location's settings open. */
  vsgStatus: boolean;
}

export function locationStartupCalls(pathname: string, isOwner: boolean): LocationStartupCalls {
  return { subscription: isOwner, vsgStatus: pathname.startsWith(`${PATHS.locations}/`) };
}

/** What the start-up learnt from its answers: the user, and the location the address names. */
export interface StartupFacts {
  userId: number;
  /** null where the address names no location, or the user's list does not have it. */
  location: { locationId: string; ownerId: number; isOwner: boolean } | null;
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
export function ensureStartupRequests(pathname: string): Promise<StartupFacts | null> {
  return run().facts ?? startStartupRequests(pathname);
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
  pathname: string,
  options: StartupRequestsOptions = {},
): Promise<StartupFacts | null> {
  let userCallsOut: () => void = () => undefined;
  run().userCalls = new Promise<void>((resolve) => {
    userCallsOut = resolve;
  });
  const facts = startRequests(pathname, options, userCallsOut);
  run().facts = facts;
  // Whichever way the start-up ends, nothing waits on the user's calls any longer.
  void facts.then(userCallsOut, userCallsOut);
  return facts;
}

async function startRequests(
  pathname: string,
  { fetchImpl, origin }: StartupRequestsOptions,
  userCallsOut: () => void,
): Promise<StartupFacts | null> {
  const early = (
    path: string,
    csrfToken: string | null,
    options: Pick<EarlyGetOptions, 'searchParams' | 'readByCaller'> = {},
  ) => startEarlyGet(path, { csrfToken, fetchImpl, origin, ...options });

  // The registry says what the page fetches first; it is asked for beside the session.
  const registry = requestRegistry();
  const session = await early(SESSION_VERIFY_PATH, null, { readByCaller: true });
  if (session?.ok !== true) return null;
  const csrfToken = session.headers.get(CSRF_HEADER) ?? '';
  const body = await readJson(session);
  const userId = isRecord(body) ? body.user_id : undefined;
  if (!isId(userId)) return null;
  const withoutLocation: StartupFacts = { userId, location: null };

  const locationId = locationIdFromPath(pathname);
  // Read here only where the address names a location.
  const locations = early(locationsPath(userId), csrfToken, { readByCaller: locationId !== null });
  void early(FEATURES_PATH, csrfToken, {
    searchParams: featureFlagsSearchParams('Neighbor', userId),
  });
  if (locationId !== null) {
    void early(FEATURES_PATH, csrfToken, {
      searchParams: featureFlagsSearchParams('Location', locationId),
    });
  }
  userCallsOut();
  // The first calls of the page that need only the user and the path (the dashboard's status list),
  // as soon as the registry is in; nothing else waits for it.
  const userCalls = registry.then((known) => {
    const paths = known === null ? [] : pageRequestPaths(known, pathname, { userId });
    for (const path of paths) void early(path, csrfToken);
    return paths;
  });
  if (locationId === null) {
    await userCalls;
    return withoutLocation;
  }

  const list = await locations;
  if (list?.ok !== true) return withoutLocation;
  const location = findOwnership(await readJson(list), locationId);
  if (location === undefined) return withoutLocation;
  const calls = locationStartupCalls(pathname, location.isOwner);
  if (calls.subscription) void early(subscriptionPath(location.ownerId, locationId), csrfToken);
  if (calls.vsgStatus) void early(vsgStatusPath(location.ownerId, locationId), csrfToken);
  // The rest of the page's first calls, which need the location's owner (ADR 0008).
  const known = await registry;
  const started = await userCalls;
  const ownerCalls =
    known === null ? [] : pageRequestPaths(known, pathname, { userId, ownerId: location.ownerId });
  for (const path of ownerCalls.filter((call) => !started.includes(call))) {
    void early(path, csrfToken);
  }
  return { userId, location: { locationId, ...location } };
}
