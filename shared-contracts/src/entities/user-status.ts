/** Eligibility reasons with their label and meaning (spec section 8). */
export const ELIGIBILITY_REASONS = {
  VSG_MONITORING_ELIGIBLE: { label: 'Eligible', meaning: null },
  VSG_MONITORING_INELIGIBLE: { label: 'Ineligible', meaning: null },
  AUTH_NOT_FOUND: { label: 'Not Authorized', meaning: 'Complete authorization and re-arm.' },
  ENROLLED_DEVICE_NOT_FOUND: {
    label: 'No Devices',
    meaning: 'Enroll at least one eligible device.',
  },
  ENTITLEMENT_NOT_FOUND: { label: 'No Subscription', meaning: null },
  EVENT_OVERAGES_THRESHOLD_EXCEEDED: {
    label: 'Event Threshold Exceeded',
    meaning: 'Opt in to Extra Events.',
  },
  EVENT_OVERAGES_CAP_EXCEEDED: { label: 'Event Cap Exceeded', meaning: null },
  PRACTICE_MODE: { label: 'Practice Mode Enabled', meaning: null },
  PENDING_MODE: {
    label: 'Pending Mode Enabled',
    meaning: 'Professional Monitoring or SOS not active.',
  },
  PROFESSIONAL_MONITORING_NOT_ENABLED: { label: 'Monitoring Disabled', meaning: null },
  SOS_OFF: { label: 'SOS Off', meaning: null },
  SOS_SETUP_INCOMPLETE: { label: 'SOS Setup Incomplete', meaning: null },
  SETUP_INCOMPLETE: { label: 'Setup Incomplete', meaning: null },
  UNKNOWN: { label: 'Unknown', meaning: null },
} as const satisfies Record<string, { label: string; meaning: string | null }>;

export type EligibilityReason = keyof typeof ELIGIBILITY_REASONS;

export const ELIGIBILITY_REASON_NAMES =
  Object.keys(ELIGIBILITY_REASONS).filter(isEligibilityReason);

export function isEligibilityReason(value: unknown): value is EligibilityReason {
  return typeof value === 'string' && Object.hasOwn(ELIGIBILITY_REASONS, value);
}

/** The three texts of a monitoring reason, each for its own place. */
export interface MonitoringReasonTexts {
  /** A table cell, and the filter that selects the reason on a summary card. */
  short: string;
  /** A summary card, under the reason's filter. */
  medium: string;
  /** The detail of one location (the dashboard's selected location). */
  long: string;
}

/**
 * Monitoring reasons of the dashboard (spec section 4) with their short, medium and long texts.
 * Spec section 8 names the three texts without giving them: these are the product's own.
 */
export const MONITORING_REASONS = {
  ACTIVE: {
    short: 'Active',
    medium: 'Guards are monitoring',
    long: 'Guards are monitoring this location: they review person-detected events on its enrolled cameras while the system is armed.',
  },
  PAUSED: {
    short: 'Paused',
    medium: 'Guard monitoring paused',
    long: 'Guard monitoring is paused at this location. Guards will not monitor motion events until it is resumed.',
  },
  DISARMED: {
    short: 'Disarmed',
    medium: 'System disarmed',
    long: 'The alarm system at this location is disarmed. Guards monitor only while it is armed Home or Away.',
  },
  SNOOZED: {
    short: 'Snoozed',
    medium: 'Monitoring snoozed',
    long: 'Guard monitoring is snoozed at this location and resumes on its own when the snooze ends.',
  },
  INELIGIBLE: {
    short: 'Ineligible',
    medium: 'Cannot be monitored yet',
    long: 'This location cannot be monitored yet: its eligibility reason says what is missing.',
  },
  UNKNOWN: {
    short: 'Unknown',
    medium: 'Status not known',
    long: 'The monitoring status of this location could not be determined.',
  },
} as const satisfies Record<string, MonitoringReasonTexts>;

export type MonitoringReason = keyof typeof MONITORING_REASONS;

export const MONITORING_REASON_NAMES: readonly MonitoringReason[] = [
  'ACTIVE',
  'PAUSED',
  'DISARMED',
  'SNOOZED',
  'INELIGIBLE',
  'UNKNOWN',
];

export function isMonitoringReason(value: unknown): value is MonitoringReason {
  return typeof value === 'string' && Object.hasOwn(MONITORING_REASONS, value);
}

/** An entry of `GET /api/neighbors/{userId}/status`. */
export interface UserLocationStatus {
  locationId: string;
  eligible: boolean;
  monitoring: boolean;
  monitoringReason: MonitoringReason;
  eligibilityReason: EligibilityReason;
}

export interface UserStatusResponse {
  locations: UserLocationStatus[];
}
