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

/**
 * Monitoring reasons of the dashboard (spec section 4). The spec gives each short, medium and long
 * texts without showing them; only labels are fixed here.
 */
export const MONITORING_REASONS = {
  ACTIVE: { label: 'Active' },
  PAUSED: { label: 'Paused' },
  DISARMED: { label: 'Disarmed' },
  SNOOZED: { label: 'Snoozed' },
  INELIGIBLE: { label: 'Ineligible' },
  UNKNOWN: { label: 'Unknown' },
} as const;

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
