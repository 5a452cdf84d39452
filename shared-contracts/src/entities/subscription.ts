export const FREE_TRIAL_STATUSES = ['AVAILABLE', 'ACTIVE', 'UNAVAILABLE'] as const;
export type FreeTrialStatus = (typeof FREE_TRIAL_STATUSES)[number];

export interface SubscriptionEntitlements {
  monitoring: boolean;
  overages_threshold?: number | null;
  /** unix seconds */
  overages_start_at?: number | null;
  overages_enabled?: boolean | null;
}

/** `GET /api/subscription/{ownerId}/locations/{locationId}`; a 404 means no subscription. */
export interface Subscription {
  entitlements: SubscriptionEntitlements;
  freeTrialStatus: FreeTrialStatus;
  /** unix seconds */
  freeTrialStartedTimestamp: number | null;
  /** unix seconds */
  freeTrialExpirationTimestamp: number | null;
  tenant: string | null;
  /** Optional extra events cap. */
  overageCap?: number | null;
}
