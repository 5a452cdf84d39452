import type { FeatureFlags } from '../constants/flags';
import type { CurrentLocation } from '../entities/location';
import type {
  AuthorizationRequest,
  ExternalPage,
  NavigateOptions,
  Platform,
  PlatformSession,
  StatInput,
  ToastInput,
} from '../platform/platform';
import type { RemotesRegistry } from '../registry/read-registry';
import { HOST_PATHS } from '../registry/host-paths';
import type { PageRef } from '../routing/page-ref';
import { isPageOn, pagePath } from '../routing/route-context';
import { PLATFORM_PAGES_REGISTRY } from './platform-pages';
import type { EnvironmentConfig } from '../config/platform-config';
import { FIXTURE_USER_ID, buildCurrentLocation, buildEnvironmentConfig } from './builders';

export interface FakePlatformCalls {
  navigate: { to: string; options: NavigateOptions | undefined }[];
  selectLocation: (string | null)[];
  exit: number;
  openExternal: { page: ExternalPage; params: Record<string, string> | undefined }[];
  toast: ToastInput[];
  recordStat: StatInput[];
  requestAuthorization: (AuthorizationRequest | undefined)[];
}

/** A Platform whose methods record their calls in plain arrays (no jest needed). */
export interface FakePlatform extends Platform {
  readonly calls: FakePlatformCalls;
}

export interface FakePlatformOptions {
  session?: PlatformSession;
  flags?: FeatureFlags;
  location?: CurrentLocation | null;
  isMobile?: boolean;
  isMobileSession?: boolean;
  /**
   * What requestAuthorization resolves (default true: the user authorized, after the request's
   * `beforeLeaving` steps, whose rejection it passes on, as the host's modal does).
   */
  authorizationResult?: boolean;
  /**
   * Authorized, the page leaves for the provider, as the host's does (a `pagehide` event once the
   * steps are done); by default it stays, so that a test sees what the caller does next.
   */
  authorizationLeavesPage?: boolean;
  /**
   * The registry `isPageOn` reads, with `flags` for the pages' flags; without it every page is on.
   * `pagePath` reads it too, else the platform's pages (PLATFORM_PAGES_REGISTRY).
   */
  registry?: RemotesRegistry;
  /** Base of `externalUrl` (default 'https://account.example.test'). */
  externalBaseUrl?: string;
  /** `Platform.config` (default buildEnvironmentConfig(); null: an environment without values). */
  config?: EnvironmentConfig | null;
}

export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const calls: FakePlatformCalls = {
    navigate: [],
    selectLocation: [],
    exit: 0,
    openExternal: [],
    toast: [],
    recordStat: [],
    requestAuthorization: [],
  };
  const flags: FeatureFlags = { ...options.flags };
  const externalBaseUrl = options.externalBaseUrl ?? 'https://account.example.test';
  // A page the test's registry lacks is looked up among the platform's.
  const pathOf = (page: PageRef): string | null =>
    (options.registry && pagePath(options.registry, page)) ??
    pagePath(PLATFORM_PAGES_REGISTRY, page);
  return {
    calls,
    session: options.session ?? { userId: FIXTURE_USER_ID, csrfToken: 'csrf-fixture-token' },
    flags,
    isFlagOn: (name: string) => flags[name] === true,
    isPageOn: (path) => {
      const { registry } = options;
      if (registry === undefined) return true;
      return isPageOn(registry, path, flags);
    },
    pagePath: (page) => pathOf(page),
    location: options.location === undefined ? buildCurrentLocation() : options.location,
    selectLocation: (locationId) => {
      calls.selectLocation.push(locationId);
    },
    navigate: (to, navigateOptions) => {
      // Recorded as the path the host would go to.
      const path = typeof to === 'string' ? to : (pathOf(to) ?? HOST_PATHS.notFound);
      calls.navigate.push({ to: path, options: navigateOptions });
    },
    exit: () => {
      calls.exit += 1;
    },
    openExternal: (page, params) => {
      calls.openExternal.push({ page, params });
    },
    externalUrl: (page, params) => {
      const query = params === undefined ? '' : `?${new URLSearchParams(params).toString()}`;
      return `${externalBaseUrl}/${page}${query}`;
    },
    toast: (input) => {
      calls.toast.push(input);
    },
    recordStat: (input) => {
      calls.recordStat.push(input);
    },
    isMobile: options.isMobile ?? false,
    isMobileSession: options.isMobileSession ?? false,
    requestAuthorization: async (authorizationOptions) => {
      calls.requestAuthorization.push(authorizationOptions);
      const authorized = options.authorizationResult ?? true;
      if (!authorized) return false;
      await authorizationOptions?.beforeLeaving?.();
      if (options.authorizationLeavesPage === true) window.dispatchEvent(new Event('pagehide'));
      return true;
    },
    config: options.config === undefined ? buildEnvironmentConfig() : options.config,
  };
}
