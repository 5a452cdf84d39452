/** Feature flag names (platform.md section 5). A flag absent from an answer means off. */
export const FEATURE_FLAGS = {
  /** Paused state: pause banner, mobile Guard Monitoring section. */
  LOCATION_PAUSED: 'stark-feature-next-location-paused',
  /** Location selector search and filter. */
  LOCATION_SELECTOR_SMB: 'next-location-selector-smb-customers',
  /** Small-business dashboard and the redirect to it. */
  DASHBOARD_SMB: 'next-dashboard-smb-customers',
  /** Watch zones: Monitored Cameras, Watch Zones menu, devices title. */
  VIDEO_MONITORING_ZONES: 'next-video-monitoring-zones',
  /** Monitoring-zone redirect on the events summary. */
  MONITORING_ZONES_WEB_REDIRECT: 'next-monitoring-zones-web-redirect',
  /** Private Guard page and menu item. */
  PRIVATE_GUARD: 'next-private-guard',
  /** Private guard removal. */
  PRIVATE_GUARD_DELETE: 'next-private-guard-delete',
  /** SOS turn-on and set-up pages. */
  SOS_SUPPORT: 'allow-sos-support',
  /** Onboarding 3.0 redirects and free-trial start variant. */
  ONBOARDING_3_0: 'onboarding-3-0',
  /** Event overages: count since, progress graph, Extra Events. */
  EVENT_OVERAGES: 'next-event-overages',
  /** Geofence callout and dialog. */
  GEOFENCE_SNOOZE: 'next-geofence-snooze',
  /** Automated Warning section. */
  AUTOMATED_WARNING: 'next-automated-warning',
  /** Location Overview menu item. */
  LOCATION_OVERVIEW: 'next-location-overview',
} as const;

export type FeatureFlagKey = keyof typeof FEATURE_FLAGS;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[FeatureFlagKey];

/** Flags as the product uses them: a flag absent means off. */
export type FeatureFlags = Partial<Record<FeatureFlagName, boolean>>;

export const FEATURE_FLAG_NAMES: readonly FeatureFlagName[] = Object.values(FEATURE_FLAGS);

export function isFeatureFlagName(value: unknown): value is FeatureFlagName {
  return typeof value === 'string' && FEATURE_FLAG_NAMES.some((name) => name === value);
}

/** Gamma-only cookie holding a JSON object of flag name to boolean (platform.md section 5). */
export const FEATURE_OVERRIDES_COOKIE = 'feature-overrides';
