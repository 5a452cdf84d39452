/** Business constants and limits (spec section 9). */

export const APP_VERSION = '3.0.74';
export const TOAST_DURATION_MS = 2000;
export const THEME_PRIMARY_COLOR = '#1998d5';

/** Price of one extra event, in US dollars. */
export const EXTRA_EVENT_PRICE = 0.99;
/** Default overages threshold when the subscription gives none. */
export const DEFAULT_OVERAGES_THRESHOLD = 0;
/** Event percentage is capped at this value. */
export const MAX_EVENT_PERCENTAGE = 100;

export const FREE_TRIAL_MAX_DAYS = 14;
/** Wait after subscribing to the trial before moving on. */
export const FREE_TRIAL_DELAY_MS = 5000;
/**
 * @deprecated Only for remotes built before shared-contracts 1.3.0, which still import it from the
 * host's shared copy; read `Platform.config.customerServicePhone` (ADR 0010). Goes at 2.0.0.
 */
export const CUSTOMER_SERVICE_PHONE = '1-800-555-0142';

export const PRIVATE_GUARD_NAME_MAX_LENGTH = 50;
export const DEFAULT_PHONE_REGION = 'US';

export const EVENT_LOOKBACK_DAYS = 60;
export const EVENTS_PAGE_SIZE = 100;
export const EVENT_ROW_HEIGHT_PX = 120;
export const EVENT_LIST_HEIGHT_PX = 300;
/** The next events page is requested when scrolled beyond rowHeight * total - this offset. */
export const EVENT_LIST_FETCH_OFFSET_PX = 500;

export const CHART_WEEKS = 8;
export const CHART_Y_MIN = 0;
/** Y axis maximum when every value is zero. */
export const CHART_Y_MAX_WHEN_EMPTY = 10;
/** Headroom above the largest value (10 %). */
export const CHART_GRACE = 0.1;

export const TABLE_HEIGHT_PX = 250;
export const SEARCH_DEBOUNCE_MS = 300;
export const SUMMARY_CARD_COUNT = 4;

/** Geofence callout thresholds. */
export const GEOFENCE_THRESHOLDS = { AlarmResolved: 3, Passerby: 10 } as const;
/** Session-storage flag set once the geofence dialog is closed. */
export const GEOFENCE_DIALOG_CLOSED_KEY = 'geofence-dialog-closed';

/** `POST .../onboarding` answered 425 is retried this many times. */
export const ONBOARDING_RETRY_LIMIT = 5;
export const ONBOARDING_RETRY_STATUS = 425;

/** The emergency resolution types, used by the emergencies timeseries. */
export const EMERGENCY_RESOLUTION_TYPES = ['Medical', 'Fire', 'Police'] as const;

/** Local variant port of the host (spec section 9). */
export const LOCAL_HOST_PORT = 3000;
