import { BREAKPOINTS, RESIZE_THROTTLE_MS } from './breakpoints';
import * as business from './business';
import { FEATURE_FLAGS } from './flags';
import { STAT_ACTIONS } from './stats';

test('business constants of spec section 9', () => {
  expect(business).toMatchObject({
    APP_VERSION: '3.0.74',
    TOAST_DURATION_MS: 2000,
    EXTRA_EVENT_PRICE: 0.99,
    PRIVATE_GUARD_NAME_MAX_LENGTH: 50,
    DEFAULT_PHONE_REGION: 'US',
    EVENT_LOOKBACK_DAYS: 60,
    EVENTS_PAGE_SIZE: 100,
    EVENT_ROW_HEIGHT_PX: 120,
    EVENT_LIST_HEIGHT_PX: 300,
    CHART_WEEKS: 8,
    CHART_Y_MAX_WHEN_EMPTY: 10,
    CHART_GRACE: 0.1,
    TABLE_HEIGHT_PX: 250,
    SEARCH_DEBOUNCE_MS: 300,
    SUMMARY_CARD_COUNT: 4,
    GEOFENCE_THRESHOLDS: { AlarmResolved: 3, Passerby: 10 },
    FREE_TRIAL_DELAY_MS: 5000,
    FREE_TRIAL_MAX_DAYS: 14,
    ONBOARDING_RETRY_LIMIT: 5,
    THEME_PRIMARY_COLOR: '#1998d5',
  });
  expect(BREAKPOINTS).toMatchObject({
    mobileMax: 529,
    tabletMin: 530,
    desktopMin: 992,
    desktopXLMin: 1129,
  });
  expect(RESIZE_THROTTLE_MS).toBe(200);
});

test('every flag of platform.md section 5', () => {
  expect(Object.values(FEATURE_FLAGS).sort()).toEqual(
    [
      'stark-feature-next-location-paused',
      'next-location-selector-smb-customers',
      'next-dashboard-smb-customers',
      'next-video-monitoring-zones',
      'next-monitoring-zones-web-redirect',
      'next-private-guard',
      'next-private-guard-delete',
      'allow-sos-support',
      'onboarding-3-0',
      'next-event-overages',
      'next-geofence-snooze',
      'next-automated-warning',
      'next-location-overview',
    ].sort(),
  );
  expect(FEATURE_FLAGS.ONBOARDING_3_0).toBe('onboarding-3-0');
});

test('stat actions of section 9 plus the indoor-device acknowledgement', () => {
  expect(Object.values(STAT_ACTIONS)).toHaveLength(22);
  expect(STAT_ACTIONS.INDOOR_DEVICE_ACKNOWLEDGED).toBe('indoor_device_acknowledged');
  expect(STAT_ACTIONS.AUTOMATED_WARNING_DISABLE_CONFIRMATION).toBe(
    'automated_warning_disable_confirmation',
  );
});
