import type { CurrentLocation } from 'shared-contracts/entities';
import type { FeatureFlags } from 'shared-contracts/constants';
import { recordStat, type ApiClient } from 'shared-contracts/api';
import type {
  EnvironmentConfig,
  NavigateOptions,
  Platform,
  PlatformSession,
} from 'shared-contracts/platform';
import { buildStatBody } from 'shared-contracts/rules';
import { HOST_PATHS, type RemotesRegistry } from 'shared-contracts/registry';
import { isPageOn, pagePath } from 'shared-contracts/routing';
import { showToast } from 'ui';
import { sandboxPageUrl } from './sandbox-origin';

export interface StandalonePlatformInput {
  /** The API client the stats call goes through. */
  api: ApiClient;
  session: PlatformSession;
  flags: FeatureFlags;
  /** The registry of this remote alone: the pages it serves and their flags. */
  registry: RemotesRegistry;
  location: CurrentLocation | null;
  /** The environment's configuration, picked by origin as the host does. */
  config: EnvironmentConfig | null;
  navigate: (to: string, options: NavigateOptions) => void;
  selectLocation: (locationId: string | null) => void;
  /** The current path, reported as the statistics' pagePath. */
  pathname: string;
  isMobile: boolean;
  /** Leaves for another page in this tab. */
  assign?: (url: string) => void;
  /** Opens a page in a new tab. */
  open?: (url: string) => void;
}

/**
 * The Platform of a remote alone: the host's (createHostPlatform) in a desktop web session, with
 * sandbox-api's external pages, and Deny for authorization (the Authorize modal is the host's).
 */
export function createStandalonePlatform(input: StandalonePlatformInput): Platform {
  const assign = input.assign ?? ((url: string) => window.location.assign(url));
  const open = input.open ?? ((url: string) => void window.open(url, '_blank', 'noopener'));
  const { session, flags, location } = input;
  return {
    session,
    flags,
    isFlagOn: (name) => flags[name] === true,
    isPageOn: (path) => isPageOn(input.registry, path, flags),
    pagePath: (page) => pagePath(input.registry, page),
    location,
    selectLocation: input.selectLocation,
    navigate: (to, options) =>
      input.navigate(
        typeof to === 'string' ? to : (pagePath(input.registry, to) ?? HOST_PATHS.notFound),
        options ?? {},
      ),
    exit: () => assign(sandboxPageUrl('monitoringSettings')),
    openExternal: (page, params) => open(sandboxPageUrl(page, params)),
    externalUrl: sandboxPageUrl,
    toast: (toast) => showToast(toast),
    recordStat: (stat) =>
      void recordStat(
        input.api,
        session.userId,
        buildStatBody({
          userId: session.userId,
          action: stat.action,
          pagePath: input.pathname,
          locationId: location?.locationId ?? null,
          ...(stat.pageId ? { pageId: stat.pageId } : {}),
          ...(stat.doorbotId !== undefined ? { doorbotId: stat.doorbotId } : {}),
        }),
      ).catch((error: unknown) => console.warn('[stats]', error)),
    isMobile: input.isMobile,
    isMobileSession: false,
    requestAuthorization: async () => false,
    config: input.config,
  };
}
