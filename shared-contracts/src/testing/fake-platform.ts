import type { FeatureFlagName, FeatureFlags } from '../constants/flags';
import type { CurrentLocation } from '../entities/location';
import type {
  ExternalPage,
  NavigateOptions,
  Platform,
  PlatformSession,
  StatInput,
  ToastInput,
} from '../platform/platform';
import { isRegistryPageOn, type RemotesRegistry } from '../remotes/registry';
import type { EnvironmentConfig } from '../config/platform-config';
import { FIXTURE_USER_ID, buildCurrentLocation, buildEnvironmentConfig } from './builders';

export interface FakePlatformCalls {
  navigate: { to: string; options: NavigateOptions | undefined }[];
  selectLocation: (string | null)[];
  exit: number;
  openExternal: { page: ExternalPage; params: Record<string, string> | undefined }[];
  toast: ToastInput[];
  recordStat: StatInput[];
  requestAuthorization: ({ returnPath?: string } | undefined)[];
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
  /** What requestAuthorization resolves (default true: the user authorized). */
  authorizationResult?: boolean;
  /**
   * The registry `isPageOn` reads, with `flags` for the pages' flags; without it every page is on.
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
  return {
    calls,
    session: options.session ?? { userId: FIXTURE_USER_ID, csrfToken: 'csrf-fixture-token' },
    flags,
    isFlagOn: (name: FeatureFlagName) => flags[name] === true,
    isPageOn: (path) => {
      const { registry } = options;
      if (registry === undefined) return true;
      return isRegistryPageOn(registry, path, flags);
    },
    location: options.location === undefined ? buildCurrentLocation() : options.location,
    selectLocation: (locationId) => {
      calls.selectLocation.push(locationId);
    },
    navigate: (to, navigateOptions) => {
      calls.navigate.push({ to, options: navigateOptions });
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
    requestAuthorization: (authorizationOptions) => {
      calls.requestAuthorization.push(authorizationOptions);
      return Promise.resolve(options.authorizationResult ?? true);
    },
    config: options.config === undefined ? buildEnvironmentConfig() : options.config,
  };
}
