// Derives a location's VSG status from its stored state: nothing here is stored.
import type { DeviceRecord, LocationRecord } from '../state/model';
import type {
  EligibilityReason,
  VsgStatus,
  MonitoringReason,
  StatusReason,
  UserLocationStatus,
} from '../types/wire';

const MONITORING_STATUS_REASON: Partial<Record<LocationRecord['monitoringStatus'], StatusReason>> =
  {
    PRACTICE_MODE: 'PRACTICE_MODE',
    PENDING: 'PENDING_MODE',
    SOS_OFF: 'SOS_OFF',
    SOS_SETUP_INCOMPLETE: 'SOS_SETUP_INCOMPLETE',
    UNSUPPORTED: 'PROFESSIONAL_MONITORING_NOT_ENABLED',
    SOS_NOT_AVAILABLE: 'PROFESSIONAL_MONITORING_NOT_ENABLED',
  };

/**
 * Inactive reasons, most important first (reasons[0] is the VSG error state):
 * forced outcome, no entitlement, not authorized, setup incomplete, no enrolled device,
 * monitoring-status reasons, missing watch zone, event overages.
 */
export function statusReasons(
  location: LocationRecord,
  devices: readonly DeviceRecord[],
  resolvedEventsThisCycle: number,
): StatusReason[] {
  const reasons: StatusReason[] = [];
  if (location.forcedEligibility) reasons.push(location.forcedEligibility);
  const subscription = location.subscription;
  if (!subscription?.entitlements.monitoring) reasons.push('ENTITLEMENT_NOT_FOUND');
  if (!location.authorized) reasons.push('AUTH_NOT_FOUND');
  if (location.onboardStatus !== 'complete') reasons.push('SETUP_INCOMPLETE');
  if (!devices.some((device) => device.starkEnrolled)) reasons.push('ENROLLED_DEVICE_NOT_FOUND');
  const monitoringReason = MONITORING_STATUS_REASON[location.monitoringStatus];
  if (monitoringReason) reasons.push(monitoringReason);
  if (location.monitoringZoneMissing) reasons.push('MISSING_MONITORING_ZONE');
  if (subscription?.entitlements.monitoring) {
    // Fields the client reads as optional; the sandbox's seed always sets them.
    const threshold = subscription.entitlements.overages_threshold ?? 0;
    const cap = subscription.overageCap ?? null;
    if (threshold > 0 && resolvedEventsThisCycle >= threshold) {
      if (!subscription.entitlements.overages_enabled) {
        reasons.push('EVENT_OVERAGES_THRESHOLD_EXCEEDED');
      } else if (cap !== null && resolvedEventsThisCycle >= threshold + cap) {
        reasons.push('EVENT_OVERAGES_CAP_EXCEEDED');
      }
    }
  }
  return reasons;
}

export function locationStatus(location: LocationRecord, reasons: StatusReason[]): VsgStatus {
  const active = reasons.length === 0;
  return {
    status: active ? 'ACTIVE' : 'INACTIVE',
    monitoring: active && location.armed ? 'ACTIVE' : 'INACTIVE',
    details: { reasons },
  };
}

function isEligibilityReason(
  reason: StatusReason,
): reason is Exclude<StatusReason, 'MISSING_MONITORING_ZONE'> {
  return reason !== 'MISSING_MONITORING_ZONE';
}

/** One entry of `GET /api/neighbors/{userId}/status`. */
export function userLocationStatus(
  location: LocationRecord,
  reasons: StatusReason[],
): UserLocationStatus {
  const eligibilityReason: EligibilityReason =
    reasons.find(isEligibilityReason) ?? 'VSG_MONITORING_ELIGIBLE';
  const eligible = eligibilityReason === 'VSG_MONITORING_ELIGIBLE';
  let monitoringReason: MonitoringReason;
  if (location.forcedEligibility === 'UNKNOWN') monitoringReason = 'UNKNOWN';
  else if (!eligible) monitoringReason = 'INELIGIBLE';
  else if (location.paused) monitoringReason = 'PAUSED';
  else if (!location.armed) monitoringReason = 'DISARMED';
  else if (location.snoozed) monitoringReason = 'SNOOZED';
  else monitoringReason = 'ACTIVE';
  return {
    locationId: location.locationId,
    eligible,
    monitoring: monitoringReason === 'ACTIVE',
    monitoringReason,
    eligibilityReason,
  };
}
