import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'app-router';
import { useApiClient } from 'shared-contracts/api';
import { isAuthorizedReturn } from 'shared-contracts/handoffs';
import type { OnboardingStep } from '../../../shared/lib/destinations';
import { onboardingPage } from '../../../shared/lib/onboarding-flow';
import { useOnboardingLocation } from '../../../shared/hooks/use-onboarding-location';
import { finishOnboarding } from './finish-onboarding';

/**
 * On the final page (setup complete or practice mode) reached as an authorization return path
 * (`?authorized=true`): completes the onboarding if it is not complete yet. Returns true while it
 * runs.
 */
export function useFinishOnArrival(step: OnboardingStep): boolean {
  const { platform, location, locationId, userId, ownerId } = useOnboardingLocation();
  const api = useApiClient();
  const arrivedAuthorized = isAuthorizedReturn(useLocation().search);
  const [finishing, setFinishing] = useState(arrivedAuthorized);
  const started = useRef(false);
  const complete = location?.onboardStatus === 'complete';

  useEffect(() => {
    if (!arrivedAuthorized || started.current) return;
    started.current = true;
    if (complete) {
      platform.navigate(onboardingPage(locationId, step), { replace: true });
      setFinishing(false);
      return;
    }
    void finishOnboarding({ api, platform, userId, ownerId, locationId, step }).finally(() =>
      setFinishing(false),
    );
  }, [api, arrivedAuthorized, complete, platform, userId, ownerId, locationId, step]);

  return finishing && arrivedAuthorized;
}
