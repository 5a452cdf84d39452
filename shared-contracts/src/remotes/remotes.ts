import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { isRecord } from '../internal/is-record';

/** Props the host passes to a remote's app: the path the remote is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

/** What the host knows when it asks a remote to put a page's first data in the query cache. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  pathname: string;
  userId: number;
  /** The location the address names, once the host knows its owner; null elsewhere. */
  location: { locationId: string; ownerId: number } | null;
}

/** The type of every remote's exposed module (`./app`). */
export interface RemoteAppModule {
  RemoteApp: ComponentType<RemoteAppProps>;
  /**
   * Puts the first data of the page at `pathname` in the query cache, through the same queries the
   * page reads it with, so that the page's first render has it (the host awaits it briefly before
   * its first render, and calls it again on each navigation). The start-up's early answers to the
   * route manifest's `requests` usually answer it at once.
   */
  prefetchPage?: (context: PagePrefetchContext) => Promise<void>;
}

/** Validates that a loaded module has the RemoteAppModule shape. */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (!isRecord(value)) return false;
  const app = value.RemoteApp;
  const prefetch = value.prefetchPage;
  return (
    (typeof app === 'function' || (typeof app === 'object' && app !== null)) &&
    (prefetch === undefined || typeof prefetch === 'function')
  );
}
