/**
 * The names of the flags platform.md section 5 lists, for the code that reads them. Not a list of
 * what may be on: flags are data, and a flag the platform has never seen (a remote's new page) is
 * read from the answers and the override cookie like any other.
 */
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

/** Flags as the product uses them, by name: a flag absent means off. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** Gamma-only cookie holding a JSON object of flag name to boolean (platform.md section 5). */
export const FEATURE_OVERRIDES_COOKIE = 'feature-overrides';
