import {
  globalSingleton,
  isRecord,
  readRegistry,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import { serverRenderData } from '../../startup/server-render-data';
import { chooseReleases, takeServerChoice } from './canary-choice';

export const REGISTRY_PATH = '/remotes.json';

/** How long start-up waits for the registry before going on without remotes. */
export const REGISTRY_TIMEOUT_MS = 5_000;

/**
 * Reads the registry, reporting each remote it leaves out (with the field at fault); null when the
 * document is no registry this host reads.
 */
export function parseRegistry(value: unknown): RemotesRegistry | null {
  const { registry, problems } = readRegistry(value);
  const outcome = registry === null ? 'no remote is registered' : 'left out';
  for (const problem of problems) console.warn(`[remotes] ${problem}: ${outcome}`);
  return registry;
}

/**
 * Fetches the registry: where each remote lives now and what it serves; null when it could not be
 * read. A failure, or no answer within `timeoutMs`, leaves every remote unregistered: the remotes'
 * addresses show the error boundary while the host's own pages keep working, and start-up never
 * waits on a hanging registry: past the limit the fetch is aborted, which ends it. The request goes
 * out at once, uncached: the registry changes with every deploy and rollback.
 */
export async function fetchRegistry(
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = REGISTRY_TIMEOUT_MS,
): Promise<RemotesRegistry | null> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(): the test clocks (jest's, Playwright's) move timers.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(REGISTRY_PATH, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const registry = parseRegistry(await response.json());
    return registry && chooseReleases(registry);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

interface RegistryRun {
  isRegistryRun: true;
  registry?: Promise<RemotesRegistry | null>;
}

const isRegistryRun = (value: unknown): value is RegistryRun =>
  isRecord(value) && value.isRegistryRun === true;

/**
 * The registry of this page load, fetched once by whichever asks first: the start-up script (which
 * needs the page's first requests) or the entry chunk (which registers the remotes). Both copies of
 * this module share the one request through globalThis.
 */
export function requestRegistry(
  read: () => Promise<RemotesRegistry | null> = fetchRegistry,
): Promise<RemotesRegistry | null> {
  const run = globalSingleton<RegistryRun>(
    'host.registry',
    () => ({ isRegistryRun: true }),
    isRegistryRun,
  );
  // A page the host's server rendered loads the releases it rendered, never a newer registry's.
  const rendered = serverRenderData();
  run.registry ??= rendered
    ? Promise.resolve(takeServerChoice(rendered.registry, rendered.groups, rendered.pinned))
    : read();
  return run.registry;
}
