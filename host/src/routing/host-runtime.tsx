import { createContext, useContext, type ComponentType } from 'react';
import { isMobileWidth } from 'shared-contracts/rules';
import { HOST_PATHS, type RemoteAppProps, type RemotesRegistry } from 'shared-contracts/registry';
import { builtPlatformConfig, type PlatformConfig } from 'shared-contracts/platform';
import { pagePath, type PageLoads, type PageRef } from 'shared-contracts/routing';
import { currentRegistry, isRegistryRead } from '../federation/registry/current-registry';
import {
  forgetRemoteComponent,
  remoteComponent,
} from '../federation/remote-area/remote-components';
import { serverRenderData } from '../startup/server-render-data';
import { pageLoads } from './page-loads';

/**
 * What the host's components read of the page they render in: its origin, the registry it read,
 * its page loads, and the component each remote's area renders. The browser page has one, made of
 * its globals; the server makes one per request, so that no request sees another's.
 */
export interface HostRuntime {
  /** The page's origin: its environment, and its provider pages. */
  readonly origin: string;
  /** Every environment's configuration the host was built with; the origin picks one. */
  readonly platformConfig: PlatformConfig;
  /** The page's cookies, as `document.cookie` has them (the flag overrides among them). */
  cookies: () => string;
  /** Whether the page starts at a mobile width: the window's, or the server's guess. */
  readonly mobileViewport: boolean;
  registry: () => RemotesRegistry;
  /** False when the registry could not be read, so no remote address can be told to be a 404. */
  registryRead: () => boolean;
  pageLoads: PageLoads;
  /** The component a remote's area renders: its app, loaded or loading. */
  remoteComponent: (remote: string) => ComponentType<RemoteAppProps>;
  /** Retry: the area's component is made afresh. */
  forgetRemoteComponent: (remote: string) => void;
  /**
   * On the server, for a page it leaves to the browser: rendered in the page's Suspense boundary
   * in its place, it throws, so the browser renders that boundary afresh. None in the browser.
   */
  PageLeftToBrowser?: ComponentType<RemoteAppProps>;
}

/** The browser page's runtime. */
const BROWSER_RUNTIME: HostRuntime = {
  get origin() {
    return window.location.origin;
  },
  platformConfig: builtPlatformConfig(),
  cookies: () => document.cookie,
  // A server-rendered page hydrates at the viewport the server rendered, then takes the window's.
  get mobileViewport() {
    return serverRenderData()?.mobileViewport ?? isMobileWidth(window.innerWidth);
  },
  registry: currentRegistry,
  registryRead: isRegistryRead,
  pageLoads,
  remoteComponent,
  forgetRemoteComponent,
};

export const HostRuntimeContext = createContext<HostRuntime>(BROWSER_RUNTIME);

export const useHostRuntime = (): HostRuntime => useContext(HostRuntimeContext);

/** The path of a remote's page as the runtime's registry places it; else not found. */
export const pathOfPageIn = (runtime: HostRuntime, page: PageRef): string =>
  pagePath(runtime.registry(), page) ?? HOST_PATHS.notFound;
