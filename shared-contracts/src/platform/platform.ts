import type { FeatureFlags } from '../constants/flags';
import type { StatAction } from '../constants/stats';
import type { EnvironmentConfig } from '../config/platform-config';
import type { CurrentLocation } from '../entities/location';
import type { PageRef } from '../routing/page-ref';

/** External pages of the provider (account pages, sign-in, logout) the product links to. */
export type ExternalPage =
  | 'signin'
  | 'logout'
  | 'monitoringSettings'
  | 'contacts'
  | 'signup'
  | 'monitoringType'
  | 'practiceActivities'
  | 'watchZones'
  | 'billingPlans'
  | 'linkedAccounts'
  | 'sharedUsers'
  | 'mobileDeepLink';

/** A screen of the provider's mobile app that its deep link opens (platform.md section 6). */
export type AppScreen = 'watch-zones';

/**
 * The parameters of `openExternal('mobileDeepLink', ...)` that open a location's screen in the app:
 * `to` names the screen, `locationId` the location. Without them the app goes back to where it was.
 */
export type AppDeepLinkParams = { to: AppScreen; locationId: string };

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  status: ToastStatus;
  description?: string;
}

export interface StatInput {
  /**
   * `page_view` is the host's alone: it records one per page landed on, with the page's route
   * pattern as `pageId`. A remote records the actions of its controls and steps.
   */
  action: StatAction;
  /** What the action is about: a control or a step (`location-selector-continue`). */
  pageId?: string;
  doorbotId?: number;
}

export interface PlatformSession {
  userId: number;
  csrfToken: string;
}

/** What a caller of `requestAuthorization` asks for. */
export interface AuthorizationRequest {
  /** The in-app path `/onboard` goes back to once the provider said yes (default: this page). */
  returnPath?: string;
  /**
   * The caller's steps between Authorize and leaving for the provider's authorization page: the
   * Authorize modal waits for them (Authorize spinning, Deny and closing disabled), then leaves.
   * If they reject, the modal closes, the page stays and `requestAuthorization` rejects with their
   * error, for the caller to show its error page. Deny and a dismissal run nothing. Since
   * shared-contracts 3.1.0: an older host ignores it, so a remote that passes it declares ^3.1.0.
   */
  beforeLeaving?: () => Promise<void>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * What a remote may know of and ask of the platform. The host provides it; a remote's standalone
 * bootstrap provides a minimal one of its own. Remotes reach session, flags, location, navigation,
 * exits, toasts and stats only through this.
 */
export interface Platform {
  readonly session: PlatformSession;
  /** Merged (user OR location domain) flags; a flag absent means off. */
  readonly flags: FeatureFlags;
  /** Any name: flags are data, so a flag new to the platform works from a remote's own release. */
  isFlagOn(name: string): boolean;
  /**
   * Whether the page a remote serves at `path` is on: the registry names a remote that serves it
   * and the flag its page declares, if any, is on. A link to a page that is off would end on
   * /not-found, so menus ask this instead of keeping a list of flags of their own.
   */
  isPageOn(path: string): boolean;
  /**
   * The path of a page named by its remote and route id, as the registry places it now; null where
   * the registry has no such page (its remote is not released, or serves it no longer).
   */
  pagePath(page: PageRef): string | null;
  /** The location in context, with its derived fields; null before one is chosen. */
  readonly location: CurrentLocation | null;
  /**
   * Tells the host which location the user works on (e.g. from a route param); null clears it
   * (the dashboard's selection left its filtered list).
   */
  selectLocation(locationId: string | null): void;
  /** To a path, or to a page by its remote and route id (not found where the registry lacks it). */
  navigate(to: string | PageRef, options?: NavigateOptions): void;
  /** Leaves the control center: back to the app in a mobile session, else to the account pages. */
  exit(): void;
  openExternal(page: ExternalPage, params?: Record<string, string>): void;
  /** The URL of an external page for the current environment. */
  externalUrl(page: ExternalPage, params?: Record<string, string>): string;
  toast(input: ToastInput): void;
  recordStat(input: StatInput): void;
  /** Viewport is mobile or tablet (breakpoints of spec section 9). */
  readonly isMobile: boolean;
  /** The page runs inside the provider's mobile app webview (platform.md section 6). */
  readonly isMobileSession: boolean;
  /**
   * Opens the shared Authorize modal; resolves true when the user authorized (the page then
   * leaves for the provider), false on Deny or a dismissal.
   */
  requestAuthorization(options?: AuthorizationRequest): Promise<boolean>;
  /**
   * The configuration of the environment the page runs in (picked by origin, spec section 9): the
   * customer service phone, the support email, the provider's media and links (ADR 0010). Null
   * where the build has no values for that environment: leave out what needs them. Since
   * shared-contracts 1.3.0.
   */
  readonly config: EnvironmentConfig | null;
}
