import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FEATURE_FLAGS, STAT_ACTIONS } from 'shared-contracts/constants';
import { ONBOARDING_TEXTS } from '../../../shared/lib/copy';
import {
  devicesQuery,
  devicesQueryKey,
  monitoringStatusQuery,
  subscribeDevice,
  useApiClient,
} from 'shared-contracts/api';
import { devicesToEnrollByDefault, hasEnrolledDevice } from 'shared-contracts/rules';
import { monitoringStatusStep, onboardingCompleteStep } from '../lib/monitoring-steps';
import { authorizedReturnPath } from 'shared-contracts/handoffs';
import { pagePathOf } from 'shared-contracts/platform';
import type { OnboardingStep } from '../../../shared/lib/destinations';
import { onboardingPage } from '../../../shared/lib/onboarding-flow';
import { useOnboardingLocation } from '../../../shared/hooks/use-onboarding-location';
import { watchPageExit } from '../../../shared/lib/page-exit';
import { completeOnboardingCalls, showFinishedSetup } from './finish-onboarding';

/** Shown when the monitoring status still routes to the page the user is on. */
export const STEP_STILL_NEEDED: Partial<Record<OnboardingStep, string>> = {
  'professional-monitoring': 'Professional Monitoring is not on for this location yet.',
  'sos-turn-on': 'SOS is still off for this location.',
  'sos-set-up': 'SOS setup is not finished for this location yet.',
};

export interface CompleteSetup {
  /** Runs Complete Setup; resolves when it has navigated or stopped with a problem. */
  run: () => Promise<void>;
  running: boolean;
  /** Why setup stopped on this page (no device to enroll, authorization denied), or null. */
  problem: string | null;
}

/**
 * Complete Setup (spec section 4):
 * 1. monitoring status routing: UNSUPPORTED (also a failed fetch) → professional monitoring; with
 *    SOS support on, SOS_OFF → SOS turn-on and SOS_SETUP_INCOMPLETE → SOS set-up;
 * 2. authorization first (`platform.requestAuthorization`, returning to the final page): nothing
 *    changes before Authorize, and Deny changes nothing;
 * 3. after Authorize, before the page leaves for the provider: the outdoor eligible devices are
 *    enrolled when none is enrolled yet, and onboarding is completed (both calls, 425 retried),
 *    so an authorization abandoned at the provider leaves a set-up location that settings asks to
 *    authorize (AUTH_NOT_FOUND);
 * 4. the provider returns to setup complete, or practice mode when the alarm is in practice; any
 *    failure goes to the onboarding error page.
 */
export function useCompleteSetup(from?: OnboardingStep): CompleteSetup {
  const { platform, locationId, ownerId, userId } = useOnboardingLocation();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (): Promise<void> => {
    setRunning(true);
    setProblem(null);
    let leftPage = false;
    try {
      const status = await queryClient.fetchQuery(monitoringStatusQuery(ownerId, locationId));
      const step = monitoringStatusStep(status, {
        sosSupport: platform.isFlagOn(FEATURE_FLAGS.SOS_SUPPORT),
      });
      if (step && step === from) {
        setProblem(STEP_STILL_NEEDED[step] ?? null);
        return;
      }
      if (step) {
        platform.navigate(onboardingPage(locationId, step));
        return;
      }

      const devices = await queryClient.fetchQuery({
        ...devicesQuery(ownerId, locationId),
        staleTime: 0,
      });
      const defaults = hasEnrolledDevice(devices) ? [] : devicesToEnrollByDefault(devices);
      if (!hasEnrolledDevice(devices) && defaults.length === 0) {
        setProblem(ONBOARDING_TEXTS.enrolledDeviceRequired);
        return;
      }

      const finalStep = onboardingCompleteStep(status);
      let changed = false;
      const completeSetup = async () => {
        await Promise.all(defaults.map((device) => subscribeDevice(api, ownerId, device)));
        await completeOnboardingCalls(api, userId, locationId);
        changed = true;
      };
      const pageExit = watchPageExit();
      let authorized: boolean;
      try {
        authorized = await platform.requestAuthorization({
          returnPath: authorizedReturnPath(
            pagePathOf(platform, onboardingPage(locationId, finalStep)),
          ),
          beforeLeaving: completeSetup,
        });
      } finally {
        pageExit.stop();
      }
      // Set up, the page left to authorize: the provider returns to the final page.
      if (pageExit.left()) {
        leftPage = true;
        return;
      }
      // accept_authorization / deny_authorization are recorded by the Platform's Authorize modal.
      if (!authorized) {
        platform.recordStat({ action: STAT_ACTIONS.ONBOARDING_DENIED });
        setProblem(ONBOARDING_TEXTS.authorizationDenied);
        return;
      }
      // Authorized without leaving the page: finish here.
      if (!changed) await completeSetup();
      if (defaults.length > 0) {
        await queryClient.invalidateQueries({ queryKey: devicesQueryKey(ownerId, locationId) });
      }
      await showFinishedSetup({ platform, ownerId, locationId, step: finalStep });
    } catch {
      platform.navigate(onboardingPage(locationId, 'onboarding-error'));
    } finally {
      if (!leftPage) setRunning(false);
    }
  };

  return { run, running, problem };
}
