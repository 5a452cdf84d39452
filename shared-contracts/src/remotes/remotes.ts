import type { ComponentType } from 'react';
import { isRecord } from '../internal/is-record';

/** Props the host passes to a remote's app: the path the remote is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

/** The type of every remote's exposed module (`./app`). */
export interface RemoteAppModule {
  RemoteApp: ComponentType<RemoteAppProps>;
}

export interface RemoteDescriptor {
  /** Module Federation container name. */
  name: string;
  /** The one exposed module the host loads. */
  exposedModule: './app';
  /** Route patterns the remote renders (react-router syntax), most specific first. */
  routes: readonly string[];
  /** Where the host mounts the remote (passed as `basePath`). */
  routePrefix: string;
  /** Dev-server port of the local variant (platform.md section 2). */
  localPort: number;
}

/** The three remotes (platform.md sections 1–2). */
export const REMOTES = {
  settings: {
    name: 'remote_settings',
    exposedModule: './app',
    routes: ['/locations/:locationId/*'],
    routePrefix: '/locations',
    localPort: 3001,
  },
  onboarding: {
    name: 'remote_onboarding',
    exposedModule: './app',
    routes: [
      '/locations/:locationId/free-trial',
      '/onboarding/*',
      '/free-trial-canceled',
      '/video-monitoring/experience-more',
    ],
    routePrefix: '/',
    localPort: 3002,
  },
  dashboard: {
    name: 'remote_dashboard',
    exposedModule: './app',
    routes: ['/dashboard'],
    routePrefix: '/dashboard',
    localPort: 3003,
  },
} as const satisfies Record<string, RemoteDescriptor>;

export type RemoteKey = keyof typeof REMOTES;

export const REMOTE_KEYS: readonly RemoteKey[] = ['settings', 'onboarding', 'dashboard'];

/** The JSON the host fetches at start-up: where each remote's entry lives now. */
export interface RemotesManifest {
  remotes: Record<RemoteKey, { entry: string; version?: string }>;
}

/** The federation id of a remote's exposed module, e.g. 'remote_settings/app'. */
export function remoteModuleId(key: RemoteKey): string {
  const remote = REMOTES[key];
  return `${remote.name}/${remote.exposedModule.replace(/^\.\//, '')}`;
}

/** A local-variant manifest entry (dev servers on their own ports). */
export function localRemoteEntry(key: RemoteKey, file = 'remoteEntry.js'): string {
  return `http://localhost:${REMOTES[key].localPort}/${file}`;
}

/** Validates a fetched manifest (every remote present with a string entry). */
export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (!isRecord(value) || !isRecord(value.remotes)) return false;
  const { remotes } = value;
  return REMOTE_KEYS.every((key) => {
    const entry = remotes[key];
    return (
      isRecord(entry) &&
      typeof entry.entry === 'string' &&
      entry.entry.length > 0 &&
      (entry.version === undefined || typeof entry.version === 'string')
    );
  });
}

/** Validates that a loaded module has the RemoteAppModule shape. */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (!isRecord(value)) return false;
  const app = value.RemoteApp;
  return typeof app === 'function' || (typeof app === 'object' && app !== null);
}

const segmentsOf = (path: string): string[] => path.split('/').filter((part) => part.length > 0);

function matchesRoute(pattern: string, pathname: string): boolean {
  const patternParts = segmentsOf(pattern);
  const pathParts = segmentsOf(pathname);
  const splat = patternParts[patternParts.length - 1] === '*';
  const fixed = splat ? patternParts.slice(0, -1) : patternParts;
  if (splat ? pathParts.length < fixed.length : pathParts.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/**
 * The remote that renders a path, or null for host routes (e.g. /locations, /onboard, /).
 * The onboarding remote's `/locations/:locationId/free-trial` wins over settings.
 */
export function findRemoteForPath(pathname: string): RemoteKey | null {
  for (const key of ['onboarding', 'dashboard', 'settings'] as const) {
    if (REMOTES[key].routes.some((pattern) => matchesRoute(pattern, pathname))) return key;
  }
  return null;
}
