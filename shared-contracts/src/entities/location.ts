import type { EligibilityReason, MonitoringReason } from './user-status';
import type { FreeTrialStatus } from './subscription';

export const ONBOARD_STATUSES = ['complete', 'incomplete'] as const;
export type OnboardStatus = (typeof ONBOARD_STATUSES)[number];

export interface Address {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** A location as `GET /api/neighbors/{userId}/locations` returns it (platform.md section 4). */
export interface Location {
  locationId: string;
  locationName: string;
  ownerId: number;
  isOwner: boolean;
  /**
   * Optional manager signal: the location is owned by another user but this user can manage it.
   * Not part of platform.md's fixed shape; when absent, every non-owner is a 'Shared User'.
   */
  isManager?: boolean;
  onboardStatus: OnboardStatus;
  /** 'ACTIVE' or another value. */
  monitoring: string;
  address: Address;
}

export type UserRole = 'Owner' | 'Manager' | 'Shared User';

/** The location in context: the wire location plus fields derived from the subscription. */
export interface CurrentLocation extends Location {
  currentUserRole: UserRole;
  /** `entitlements.monitoring === true`; false when there is no subscription. */
  hasEntitlements: boolean;
  freeTrialStatus: FreeTrialStatus | null;
  /** unix seconds */
  freeTrialStartedTimestamp: number | null;
  /** unix seconds */
  freeTrialExpirationTimestamp: number | null;
  tenant: string | null;
  /** Optional extra events cap; null means no limit set. */
  overagesCap: number | null;
  /** Included events; 0 when the subscription gives none. */
  overagesThreshold: number;
  /** unix seconds */
  overagesStartAt: number | null;
  /** Extra events opted in. */
  overagesEnabled: boolean;
  /** address1 and address2 joined with ', ', or 'Not found'. */
  fullAddress: string;
}

/** An entry of the status-based list: a location merged with its `GET .../status` entry. */
export interface LocationStatus extends Omit<Location, 'monitoring'> {
  eligible: boolean;
  monitoring: boolean;
  monitoringReason: MonitoringReason;
  eligibilityReason: EligibilityReason;
  fullAddress: string;
}
