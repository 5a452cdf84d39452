import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { FeatureFlags } from '../constants/flags';
import type { PageDeclaration, RouteManifest } from '../registry/route-manifest';
import type { RouteParams } from '../registry/route-match';
import type { PageRef } from './page-ref';

/**
 * What a page's guard and loader are given. Everything comes in here: a loader reads no `window`,
 * no `document` and no module-level state, so the same loader runs in the browser and, per
 * request, on the host's server.
 */
export interface LoaderContext {
  readonly params: RouteParams;
  readonly userId: number;
  /** The owner of the location the address names; null where it names none the user has. */
  readonly ownerId: number | null;
  readonly isOwner: boolean;
  readonly flags: FeatureFlags;
  /** The request's API client; the query client below is bound to it. */
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
}

/** Where a guard sends the user instead of the page. */
export type LoaderRedirect =
  | { readonly kind: 'redirect'; readonly to: string | PageRef }
  /** Out of the control center: back to the app in a mobile session, else the account pages. */
  | { readonly kind: 'exit' };

/** A page's guard: a redirect, or nothing to let the page open. */
export type PageGuard = (
  context: LoaderContext,
) => Promise<LoaderRedirect | undefined> | LoaderRedirect | undefined;

/**
 * A page's loader: puts the page's first data in the query cache, through the queries its
 * components read it with. Its GETs are the page's first requests: the build records them into
 * the route manifest, and the start-up asks for them before the page's code has run. It awaits
 * what the page's first paint needs; what the page shows as it arrives (a long list) it starts
 * without awaiting.
 */
export type PageLoader = (context: LoaderContext) => Promise<unknown>;

export const redirectTo = (to: string | PageRef): LoaderRedirect => ({ kind: 'redirect', to });

export const exitApp = (): LoaderRedirect => ({ kind: 'exit' });

/** One entry of a remote's route table: its page, flag, guard and loader, declared once. */
export interface RoutePage extends Omit<PageDeclaration, 'requests' | 'preload'> {
  /**
   * Runs when the page is entered from a page without the same guard or parameters (the first
   * navigation to a location's settings, not each move between them), before its loader.
   */
  readonly guard?: PageGuard;
  readonly loader?: PageLoader;
  /** Preload hints: the webpack chunk names the page needs at once (see PageDeclaration). */
  readonly preload?: readonly string[];
  /**
   * Loads the page's own lazy code (its `preload` chunks) beside its loader, for its first render
   * to find it: a page that hydrates the server's HTML while its code is still on the way waits in
   * its Suspense boundary, and React renders that boundary afresh at the page's next update,
   * throwing the server's HTML away. Since shared-contracts 3.2.0; an older host skips it.
   */
  readonly code?: () => Promise<unknown>;
}

/** A remote's route table: what its route manifest is made from, loaders included. */
export interface RouteTable {
  /** The Module Federation container name, e.g. `remote_settings`. */
  readonly name: string;
  readonly module: './app';
  readonly mounts: readonly string[];
  /** Every flag the remote reads, gating a page or not. */
  readonly flags: readonly string[];
  readonly pages: readonly RoutePage[];
}

/**
 * The route manifest of a table: what the registry carries of it (no guard or loader: code stays
 * in the remote's module). `requests` are each page's first requests, by route id, as the build
 * recorded them from the page's guard and loader.
 */
export function routeManifestOf(
  table: RouteTable,
  requests: Readonly<Record<string, readonly string[]>> = {},
): RouteManifest {
  return {
    name: table.name,
    module: table.module,
    mounts: table.mounts,
    flags: table.flags,
    pages: table.pages.map(({ id, path, flag, preload }) => ({
      id,
      path,
      ...(flag === undefined ? {} : { flag }),
      ...(requests[id] === undefined || requests[id].length === 0
        ? {}
        : { requests: requests[id] }),
      ...(preload === undefined ? {} : { preload }),
    })),
  };
}
