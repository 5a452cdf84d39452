// Runs in the host's server (static-server's `--html-head`), not in the browser.
import {
  EMPTY_REGISTRY,
  SHARED_CONTRACTS_VERSION,
  matchRoute,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import { hostPageLocation } from '../src/routing/host-page-location';
import { applyEntryIntegrity } from '../src/federation/runtime-plugins/entry-integrity-attributes';
import { PAGE_PRELOAD_ATTRIBUTE } from '../src/federation/preload/page-preloads';
import { refusalOf } from '../src/federation/registry/remote-admission';
import { requestedOverrides } from '../src/federation/registry/override-rules';
import { parseRegistry } from '../src/federation/registry/fetch-registry';
import { releaseIntegrityOf } from '../src/federation/script-integrity/release-integrity';
import { hostCopiesOf, withOwnIntegrity, type OwnIntegrityOf } from './host-page-preloads';
import { LOW_PRIORITY, preloadTag } from './preload-tag';

/** What a remote's exposed module needs at once. */
export interface ExposedCode {
  /** Its own scripts, as absolute URLs (from its federation manifest). */
  scripts: readonly string[];
  /** The share keys it consumes, which the host provides (from its `exposed-shared.json`). */
  shared: readonly string[];
}

/** The code the exposed module `exposedModule` of the remote at `entry` needs at once. */
export type ExposedCodeOf = (entry: string, exposedModule: string) => Promise<ExposedCode>;

/** The last registry value read, and what the host made of it. */
let lastRead: { value: unknown; registry: RemotesRegistry } | null = null;

/**
 * The registry `value` as the host reads it. The server hands the same value until its file changes
 * (static-server's `followRegistryFile`), so each change is read, and its problems said, once
 * rather than on every page.
 */
function registryOf(value: unknown): RemotesRegistry {
  if (lastRead === null || lastRead.value !== value) {
    lastRead = { value, registry: parseRegistry(value) ?? EMPTY_REGISTRY };
  }
  return lastRead.registry;
}

/**
 * The remote `key` as `remotes` registers it, unless the host would refuse it (remote-admission) or
 * it has a canary candidate: which release a browser loads then is the browser's draw (ADR 0018),
 * and a preload of the other one would be wasted.
 */
function admissibleRemote(registry: RemotesRegistry, key: string) {
  const remote = registry.remotes[key];
  if (remote === undefined || Reflect.has(remote, 'candidate')) return undefined;
  return refusalOf(key, remote, SHARED_CONTRACTS_VERSION) === null ? remote : undefined;
}

/**
 * Asks for the exposed scripts of every remote the host would load, so that the first page of each
 * after the server starts is not served before its remote's manifest is in (the server waits on
 * the head only briefly).
 */
export function warmRemotePagePreloads(registry: unknown, exposedCode: ExposedCodeOf): void {
  const read = registryOf(registry);
  for (const key of Object.keys(read.remotes)) {
    const remote = admissibleRemote(read, key);
    if (remote !== undefined) void exposedCode(remote.entry, remote.module);
  }
}

/**
 * The `<link rel="preload">` tags for the remote that renders `pathname`, as the registry `registry`
 * places it: its remoteEntry.js (with the registry's integrity, as the runtime will fetch it), the
 * scripts of its exposed module (with the integrity its release recorded for each, if it did), and the host's copies of the shared libraries that module consumes
 * beyond those the host's start-up loads (`readSharedChunks`: the host build's shared-chunks.json),
 * which the runtime fetches from the host (it provides them first) before the module runs, each with
 * its integrity (`ownIntegrityOf`). Nothing
 * for the host's own pages, a remote the registry lacks, or one the host would refuse
 * (remote-admission), so no address fetches code it will not run. Each tag is marked with the
 * remote's key (`PAGE_PRELOAD_ATTRIBUTE`): a retry after a failure loads a new page (see
 * `hasPagePreloads`). Nothing either for a remote the request pins to another release (ADR 0029):
 * the page loads that one, which the server does not check.
 */
export async function remotePagePreloads(
  pathname: string,
  registry: unknown,
  exposedCode: ExposedCodeOf,
  readSharedChunks: () => unknown = () => undefined,
  ownIntegrityOf: OwnIntegrityOf = () => undefined,
  request: { search: string; cookie: string } = { search: '', cookie: '' },
): Promise<string> {
  const read = registryOf(registry);
  // The address resolved as the app resolves it (the route context's match).
  const match = matchRoute(read, { pathname, search: request.search }, hostPageLocation);
  const key = match.remote;
  if (key === null) return '';
  const pins = requestedOverrides(request.search, request.cookie);
  if (pins.some((pin) => pin.remote === key)) return '';
  const remote = admissibleRemote(read, key);
  if (remote === undefined) return '';
  const marked = (): Map<string, string> => new Map([[PAGE_PRELOAD_ATTRIBUTE, key]]);
  const entryAttributes = marked();
  applyEntryIntegrity(
    { setAttribute: (name: string, value: string) => entryAttributes.set(name, value) },
    remote.integrity,
  );
  const entry = preloadTag(remote.entry, entryAttributes);
  const exposed = await exposedCode(remote.entry, remote.module);
  const { shared } = exposed;
  // The page's own hints (its lazy code), beside the exposed module's scripts.
  const hints = match.page?.preload ?? [];
  const scripts = [
    ...new Set([...exposed.scripts, ...hints.map((file) => new URL(file, remote.entry).href)]),
  ];
  const hostCopies = shared.length > 0 ? hostCopiesOf(readSharedChunks(), shared) : [];
  const lowAndMarked = new Map([...LOW_PRIORITY, ...marked()]);
  // Fetched as the host's script guard will fetch them (ADR 0027), or the browser fetches twice.
  const scriptAttributes = (script: string) => {
    const attributes = marked();
    const integrity = releaseIntegrityOf(read, script);
    if (integrity !== undefined) {
      attributes.set('integrity', integrity).set('crossorigin', 'anonymous');
    }
    return attributes;
  };
  return (
    entry +
    scripts.map((script) => preloadTag(script, scriptAttributes(script))).join('') +
    hostCopies
      .map((file) => preloadTag(`/${file}`, withOwnIntegrity(lowAndMarked, ownIntegrityOf(file))))
      .join('')
  );
}
