import { useParams } from 'app-router';
import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform, type Platform } from 'shared-contracts/platform';
import { flowOf, type OnboardingFlow } from '../lib/onboarding-flow';

export interface OnboardingLocation {
  platform: Platform;
  /** The location in context (null while the host has none). */
  location: CurrentLocation | null;
  /** The location the URL names (falls back to the one in context). */
  locationId: string;
  /** Device, contact and preference calls use the owner's id (spec section 6). */
  ownerId: number;
  userId: number;
  flow: OnboardingFlow;
}

/** The location an onboarding page works on, and which flow runs. */
export function useOnboardingLocation(): OnboardingLocation {
  const platform = usePlatform();
  const params = useParams();
  const location = platform.location;
  return {
    platform,
    location,
    locationId: params.locationId ?? location?.locationId ?? '',
    ownerId: location?.ownerId ?? platform.session.userId,
    userId: platform.session.userId,
    flow: flowOf(platform.isFlagOn(FEATURE_FLAGS.ONBOARDING_3_0)),
  };
}
