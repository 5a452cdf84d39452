// The start-up reads this before the shared singletons are negotiated: plain modules only.
import type { DehydratedState } from '@tanstack/react-query';
import {
  isRecord,
  readRegistry,
  SERVER_RENDER_DATA_ID,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import type { ServerRenderOutcome } from 'shared-contracts/telemetry';

/**
 * The digest of a Suspense boundary the server left to the browser on purpose (a remote's area it
 * could not render in time): the browser renders it afresh, which is no mismatch.
 */
export const CLIENT_AREA_DIGEST = 'vsg-client-area';

/** The digest of a boundary whose render threw on the server: the browser renders it afresh. */
export const SERVER_ERROR_DIGEST = 'vsg-server-error';

/** How the server's render of the page's remote area ended. */
export type AreaOutcome = ServerRenderOutcome;

const AREA_OUTCOMES: readonly AreaOutcome[] = ['rendered', 'no-server-build', 'failed', 'timeout'];

/** The remote area of the page as the server rendered it, or left it to the browser. */
export interface AreaRender {
  remote: string;
  outcome: AreaOutcome;
  /** The server's time for the remote's module, guard, loader and markup. */
  durationMs: number;
}

/** What the host's server rendered, for the browser to take over exactly that. */
export interface ServerRenderData {
  /** The composition it rendered: each remote's release, for this browser (canary, pins). */
  registry: RemotesRegistry;
  /** The canary group of each remote with a candidate, and the remotes pinned, as the server chose. */
  groups: Record<string, 'stable' | 'candidate'>;
  pinned: Record<string, string>;
  /** The tester's overrides it refused, and why: the browser says so on its console. */
  refusedOverrides: string[];
  /** The query cache as the server's page load left it (TanStack Query's dehydrated state). */
  queries: DehydratedState;
  /** The viewport the server rendered for. */
  mobileViewport: boolean;
  /** The page's remote area; null on the host's own pages. */
  area: AreaRender | null;
  /** The host's own lazy code the page shows (its webpackChunkName): loaded before it hydrates. */
  hostCode: string[];
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no comment opener. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isGroups = (value: unknown): value is ServerRenderData['groups'] =>
  isTextRecord(value) &&
  Object.values(value).every((group) => group === 'stable' || group === 'candidate');

const isArea = (value: unknown): value is AreaRender =>
  isRecord(value) &&
  typeof value.remote === 'string' &&
  AREA_OUTCOMES.some((outcome) => outcome === value.outcome) &&
  typeof value.durationMs === 'number';

/** TanStack Query's dehydrated state, as far as hydrate reads it: its lists of queries and mutations. */
const isDehydrated = (value: unknown): value is DehydratedState =>
  isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);

/** The data, checked as the registry itself is; null when any part is not what the server writes. */
function checked(value: unknown): ServerRenderData | null {
  if (!isRecord(value) || typeof value.mobileViewport !== 'boolean') return null;
  const { registry } = readRegistry(value.registry);
  if (registry === null || !isGroups(value.groups) || !isTextRecord(value.pinned)) return null;
  if (!isDehydrated(value.queries)) return null;
  if (value.area !== null && !isArea(value.area)) return null;
  const refused = value.refusedOverrides;
  if (!isTextList(refused) || !isTextList(value.hostCode)) return null;
  return {
    hostCode: value.hostCode,
    area: value.area,
    registry,
    groups: value.groups,
    pinned: value.pinned,
    refusedOverrides: refused,
    queries: value.queries,
    mobileViewport: value.mobileViewport,
  };
}

let read: ServerRenderData | null | undefined;

/** The page's server render data, or null for a page the browser renders itself. */
export function serverRenderData(): ServerRenderData | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return read;
  try {
    read = checked(JSON.parse(text));
  } catch {
    // A page whose data cannot be read is rendered by the browser, as one without.
  }
  return read;
}

/**
 * The response's CSP nonce, as the server's data element carries it: the style elements the
 * browser adds take it too. The browser hides the attribute from the DOM, not the property.
 */
export function serverRenderNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_RENDER_DATA_ID);
  return element instanceof HTMLElement && element.nonce !== '' ? element.nonce : undefined;
}
