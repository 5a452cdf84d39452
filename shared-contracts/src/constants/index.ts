// `shared-contracts/constants`: the product's constants, flag names and the copy two or more areas show.

export { BREAKPOINTS, RESIZE_THROTTLE_MS } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export {
  APP_VERSION,
  CHART_GRACE,
  CHART_WEEKS,
  CHART_Y_MAX_WHEN_EMPTY,
  CHART_Y_MIN,
  CUSTOMER_SERVICE_PHONE,
  DEFAULT_OVERAGES_THRESHOLD,
  DEFAULT_PHONE_REGION,
  EMERGENCY_RESOLUTION_TYPES,
  EVENTS_PAGE_SIZE,
  EVENT_LIST_FETCH_OFFSET_PX,
  EVENT_LIST_HEIGHT_PX,
  EVENT_LOOKBACK_DAYS,
  EVENT_ROW_HEIGHT_PX,
  EXTRA_EVENT_PRICE,
  FREE_TRIAL_DELAY_MS,
  FREE_TRIAL_MAX_DAYS,
  GEOFENCE_DIALOG_CLOSED_KEY,
  GEOFENCE_THRESHOLDS,
  LOCAL_HOST_PORT,
  MAX_EVENT_PERCENTAGE,
  ONBOARDING_RETRY_LIMIT,
  ONBOARDING_RETRY_STATUS,
  PRIVATE_GUARD_NAME_MAX_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SUMMARY_CARD_COUNT,
  TABLE_HEIGHT_PX,
  THEME_PRIMARY_COLOR,
  TOAST_DURATION_MS,
} from './business';
export { FEATURE_FLAGS, FEATURE_OVERRIDES_COOKIE } from './flags';
export type { FeatureFlags } from './flags';
export { ERROR_MESSAGES, TEXTS } from './messages';
export type { ErrorMessageKey } from './messages';
export { STAT_ACTIONS } from './stats';
export type { StatAction } from './stats';
