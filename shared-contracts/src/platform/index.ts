// `shared-contracts/platform`: the `Platform` interface the host gives the remotes, its React context
// and hooks (whether the page has hydrated, and the browser's clock, among them), the environment's
// configuration and idle scheduling.

export { IDLE_TIMEOUT_MS, whenIdle } from '../scheduling/when-idle';
export {
  builtPlatformConfig,
  environmentConfigForOrigin,
  environmentConfigOf,
} from '../config/platform-config';
export type { EnvironmentConfig, PlatformConfig } from '../config/platform-config';
export type {
  AppDeepLinkParams,
  AppScreen,
  AuthorizationRequest,
  ExternalPage,
  NavigateOptions,
  Platform,
  PlatformSession,
  StatInput,
  ToastInput,
  ToastStatus,
} from './platform';
export { PlatformContext, PlatformProvider } from './platform-provider';
export { pagePathOf } from './page-path-of';
export { PlatformRedirect } from './platform-redirect';
export { useBrowserNow } from './use-browser-now';
export { useHydrated } from './use-hydrated';
export { PLATFORM_MISSING_MESSAGE, useFlag, usePlatform } from './use-platform';
