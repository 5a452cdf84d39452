/** Values of `GET .../monitoring/status` (spec section 4). */
export const MONITORING_STATUSES = [
  'PRACTICE_MODE',
  'PENDING',
  'PROFESSIONAL',
  'UNSUPPORTED',
  'SOS_ON',
  'SOS_OFF',
  'SOS_SETUP_INCOMPLETE',
  'SOS_NOT_AVAILABLE',
] as const;
export type MonitoringStatus = (typeof MONITORING_STATUSES)[number];

export interface MonitoringStatusResponse {
  status: MonitoringStatus;
}

export function isMonitoringStatus(value: unknown): value is MonitoringStatus {
  return typeof value === 'string' && MONITORING_STATUSES.some((status) => status === value);
}

/** Armed status: armed means not INACTIVE. */
export type ArmedStatus = 'ACTIVE' | 'INACTIVE';

/** Inactive reasons and what the screen does about them (spec section 4). */
export const INACTIVE_REASONS = [
  'PROFESSIONAL_MONITORING_NOT_ENABLED',
  'PRACTICE_MODE',
  'ENROLLED_DEVICE_NOT_FOUND',
  'SETUP_INCOMPLETE',
  'AUTH_NOT_FOUND',
  'PENDING_MODE',
  'SOS_OFF',
  'SOS_SETUP_INCOMPLETE',
  'MISSING_MONITORING_ZONE',
  'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  'EVENT_OVERAGES_CAP_EXCEEDED',
] as const;
export type InactiveReason = (typeof INACTIVE_REASONS)[number];

/** VSG error states (spec section 8). The events-exceeded values switch the pause indicator. */
export const VSG_ERROR_STATES = [
  'AUTH_NOT_FOUND',
  'INCOMPLETE',
  'MISSING_MONITORING_ZONE',
  'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  'EVENT_OVERAGES_CAP_EXCEEDED',
] as const;
export type VsgErrorState = (typeof VSG_ERROR_STATES)[number];

/** Events-exceeded VSG error states: the monitoring switch is disabled. */
export const EVENTS_EXCEEDED_STATES = [
  'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  'EVENT_OVERAGES_CAP_EXCEEDED',
] as const;

/** Anything `details.reasons[0]` of `GET .../status` may hold. */
export type VsgReason = InactiveReason | VsgErrorState;

/** `GET .../locations/{locationId}/status`; `details.reasons[0]` is the VSG error state / inactive reason. */
export interface VsgStatus {
  status: string;
  monitoring: ArmedStatus;
  details: { reasons: string[] };
}

/** `GET/POST .../locations/{locationId}/state`. */
export interface VsgState {
  paused: boolean;
}

/** `POST .../locations/{locationId}/state` body. */
export interface VsgStateUpdate {
  pauseEnable: boolean;
}
