import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, FREE_TRIAL_DELAY_MS, STAT_ACTIONS } from 'shared-contracts/constants';
import { startFreeTrial, subscriptionQueryKey, useApiClient } from 'shared-contracts/api';
import { authorizedReturnPath } from 'shared-contracts/handoffs';
import { FREE_TRIAL, ONBOARDING_INTRODUCTION } from '../../../shared/lib/destinations';
import { useOnboardingLocation } from '../../../shared/hooks/use-onboarding-location';
import { freeTrialStartVariant } from '../../../shared/lib/free-trial';
import { watchPageExit } from '../../../shared/lib/page-exit';
import { pagePathOf } from 'shared-contracts/platform';

export type TrialStartPhase = 'idle' | 'authorizing' | 'subscribing' | 'waiting';

const TICK_MS = 100;

export interface StartFreeTrial {
  phase: TrialStartPhase;
  /** 0–100 through the wait after subscribing. */
  progress: number;
  start: () => Promise<void>;
  /** Subscribes, records the stat, waits and goes to onboarding (the authorized part of start). */
  subscribeAndContinue: () => Promise<void>;
}

/**
 * START FREE TRIAL (spec section 4). With `onboarding-3-0` explicitly false it authorizes first
 * (returning to the trial page with `?authorized=true` if the Platform leaves the page to do so);
 * then, or straight away otherwise, it subscribes (`POST .../entitlement`), records
 * start_free_trial, waits 5 seconds with visible progress and goes to the onboarding introduction.
 */
export function useStartFreeTrial(): StartFreeTrial {
  const { platform, locationId, ownerId, userId } = useOnboardingLocation();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const [phase, setPhase] = useState<TrialStartPhase>('idle');
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const wait = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const startedAt = Date.now();
        setProgress(0);
        timer.current = setInterval(() => {
          const elapsed = Date.now() - startedAt;
          setProgress(Math.min(100, Math.round((elapsed * 100) / FREE_TRIAL_DELAY_MS)));
          if (elapsed >= FREE_TRIAL_DELAY_MS) {
            if (timer.current) clearInterval(timer.current);
            timer.current = null;
            resolve();
          }
        }, TICK_MS);
      }),
    [],
  );

  const subscribeAndContinue = useCallback(async () => {
    setPhase('subscribing');
    try {
      await startFreeTrial(api, userId, locationId);
    } catch {
      platform.toast({ status: 'error', title: ERROR_MESSAGES.startFreeTrial });
      setPhase('idle');
      return;
    }
    platform.recordStat({ action: STAT_ACTIONS.START_FREE_TRIAL });
    setPhase('waiting');
    await wait();
    await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(ownerId, locationId) });
    platform.navigate(ONBOARDING_INTRODUCTION({ locationId }));
  }, [api, platform, queryClient, userId, ownerId, locationId, wait]);

  const start = useCallback(async () => {
    if (freeTrialStartVariant(platform.flags) === 'authorize-first') {
      setPhase('authorizing');
      const pageExit = watchPageExit();
      let authorized: boolean;
      try {
        authorized = await platform.requestAuthorization({
          returnPath: authorizedReturnPath(pagePathOf(platform, FREE_TRIAL({ locationId }))),
        });
      } finally {
        pageExit.stop();
      }
      if (pageExit.left()) return;
      // accept_authorization / deny_authorization are recorded by the Platform's Authorize modal.
      if (!authorized) {
        setPhase('idle');
        return;
      }
    }
    await subscribeAndContinue();
  }, [platform, locationId, subscribeAndContinue]);

  return { phase, progress, start, subscribeAndContinue };
}
