import type { CurrentLocation, Session, StatBody } from 'shared-contracts/entities';
import type { FeatureFlags } from 'shared-contracts/constants';
import { getErrorMessage, recordStat, type ApiClient } from 'shared-contracts/api';
import type {
  EnvironmentConfig,
  NavigateOptions,
  Platform,
  ToastInput,
} from 'shared-contracts/platform';
import { buildStatBody, type Environment } from 'shared-contracts/rules';
import { HOST_PATHS, type RemotesRegistry } from 'shared-contracts/registry';
import { isPageOn, pagePath } from 'shared-contracts/routing';
import { externalPageUrl } from '../lib/external-pages';
import { leavePage } from '../lib/page-exit';

export interface BrowserActions {
  /** Leaves for another page in this tab. */
  assign: (url: string) => void;
  /** Opens a page in a new tab. */
  open: (url: string) => void;
}

export const browserActions: BrowserActions = {
  assign: (url) => window.location.assign(url),
  open: (url) => void window.open(url, '_blank', 'noopener'),
};

export interface HostPlatformInput {
  session: Session;
  flags: FeatureFlags;
  /** The registry this page load read: what each remote serves and the flag each page needs. */
  registry: () => RemotesRegistry;
  location: CurrentLocation | null;
  environment: Environment;
  /** The environment's configuration (environmentConfigForOrigin), given to remotes as is. */
  config: EnvironmentConfig | null;
  /** A session inside the provider's mobile app webview (platform.md section 6). */
  mobileSession: boolean;
  /** Mobile or tablet viewport. */
  isMobile: boolean;
  navigate: (to: string, options: NavigateOptions) => void;
  selectLocation: (locationId: string) => void;
  /** Opens the Authorize modal for a location. */
  authorize: (
    locationId: string | null,
    returnPath: string,
    beforeLeaving?: () => Promise<void>,
  ) => Promise<boolean>;
  /** Where the Authorize modal returns to when the caller names no path. */
  currentPath: string;
  toast: (input: ToastInput) => void;
  /** From `createStatRecorder`. */
  recordStat: Platform['recordStat'];
  browser?: BrowserActions;
}

export interface StatRecorderInput {
  /** The API client the stats call goes through (the page's, from the QueryClient). */
  api: ApiClient;
  userId: number;
  /** The current path, reported as pagePath. */
  pathname: string;
  locationId: string | null;
  sendStat?: (userId: number, body: StatBody) => Promise<void>;
}

/**
 * Statistics through the stats call (spec section 7): the body carries the app version 3.0.74, the
 * page path and the location in context; a failed call is only logged.
 */
export function createStatRecorder(input: StatRecorderInput): Platform['recordStat'] {
  const sendStat =
    input.sendStat ?? ((userId: number, body: StatBody) => recordStat(input.api, userId, body));
  return (stat) => {
    const body = buildStatBody({
      userId: input.userId,
      action: stat.action,
      pagePath: input.pathname,
      locationId: input.locationId,
      ...(stat.pageId ? { pageId: stat.pageId } : {}),
      ...(stat.doorbotId !== undefined ? { doorbotId: stat.doorbotId } : {}),
    });
    sendStat(input.userId, body).catch((error: unknown) =>
      console.warn(`[stats] ${getErrorMessage(error)}`),
    );
  };
}

/**
 * The Platform the host gives every remote: session, merged flags, the location in context,
 * navigation, exits (back to the app in a mobile session, else the account pages), external links
 * (in-app in a mobile session, else a new tab), toasts, statistics and the Authorize modal.
 */
export function createHostPlatform(input: HostPlatformInput): Platform {
  const browser = input.browser ?? browserActions;
  const { session, flags, location, environment, mobileSession } = input;
  const externalUrl: Platform['externalUrl'] = (page, params) =>
    externalPageUrl(environment, page, params);
  return {
    session,
    flags,
    isFlagOn: (name) => flags[name] === true,
    isPageOn: (path) => isPageOn(input.registry(), path, flags),
    pagePath: (page) => pagePath(input.registry(), page),
    location,
    selectLocation: input.selectLocation,
    navigate: (to, options) =>
      input.navigate(
        typeof to === 'string' ? to : (pagePath(input.registry(), to) ?? HOST_PATHS.notFound),
        options ?? {},
      ),
    exit: () => {
      const url = externalUrl(mobileSession ? 'mobileDeepLink' : 'monitoringSettings');
      leavePage(() => browser.assign(url));
    },
    openExternal: (page, params) => {
      const url = externalUrl(page, params);
      if (mobileSession) leavePage(() => browser.assign(url));
      else browser.open(url);
    },
    externalUrl,
    toast: input.toast,
    recordStat: input.recordStat,
    isMobile: input.isMobile,
    isMobileSession: mobileSession,
    requestAuthorization: (options) =>
      input.authorize(
        location?.locationId ?? null,
        options?.returnPath ?? input.currentPath,
        options?.beforeLeaving,
      ),
    config: input.config,
  };
}
