import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, FREE_TRIAL_DELAY_MS, STAT_ACTIONS } from 'shared-contracts/constants';
import { startFreeTrial, subscriptionQueryKey, useApiClient } from 'shared-contracts/api';
import { pagePathOf } from 'shared-contracts/platform';
import { ONBOARDING_INTRODUCTION } from '../../../shared/lib/destinations';
import { useOnboardingLocation } from '../../../shared/hooks/use-onboarding-location';
import { freeTrialStartVariant } from '../../../shared/lib/free-trial';
import { watchPageExit } from '../../../shared/lib/page-exit';

export type TrialStartPhase = 'idle' | 'authorizing' | 'subscribing' | 'waiting';

const TICK_MS = 100;

export interface StartFreeTrial {
  phase: TrialStartPhase;
  /** 0–100 through the wait after subscribing. */
  progress: number;
  start: () => Promise<void>;
}

/**
 * START FREE TRIAL (spec section 4): subscribes (`POST .../entitlement`), records
 * start_free_trial, waits 5 seconds with visible progress and goes to the onboarding introduction.
 * With `onboarding-3-0` explicitly false it authorizes first: nothing is sent before Authorize
 * (Deny sends nothing), and those steps run after it, while the Authorize modal waits, before the
 * page leaves for the provider with a return to the onboarding introduction.
 */
export function useStartFreeTrial(): StartFreeTrial {
  const { platform, locationId, ownerId, userId } = useOnboardingLocation();
  const api = useApiClient();
  const queryClient = useQueryClient();
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

  /** Subscribes, records the stat and waits; rejects when the subscription fails. */
  const subscribeAndWait = useCallback(async () => {
    setPhase('subscribing');
    await startFreeTrial(api, userId, locationId);
    platform.recordStat({ action: STAT_ACTIONS.START_FREE_TRIAL });
    setPhase('waiting');
    await wait();
  }, [api, platform, userId, locationId, wait]);

  const failed = useCallback(() => {
    platform.toast({ status: 'error', title: ERROR_MESSAGES.startFreeTrial });
    setPhase('idle');
  }, [platform]);

  const continueToOnboarding = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(ownerId, locationId) });
    platform.navigate(ONBOARDING_INTRODUCTION({ locationId }));
  }, [platform, queryClient, ownerId, locationId]);

  const start = useCallback(async () => {
    if (freeTrialStartVariant(platform.flags) !== 'authorize-first') {
      try {
        await subscribeAndWait();
      } catch {
        failed();
        return;
      }
      await continueToOnboarding();
      return;
    }
    setPhase('authorizing');
    let subscribed = false;
    const subscribe = async () => {
      await subscribeAndWait();
      subscribed = true;
    };
    const pageExit = watchPageExit();
    let authorized: boolean;
    try {
      authorized = await platform.requestAuthorization({
        returnPath: pagePathOf(platform, ONBOARDING_INTRODUCTION({ locationId })),
        beforeLeaving: subscribe,
      });
    } catch {
      failed();
      return;
    } finally {
      pageExit.stop();
    }
    // Subscribed, the page left to authorize: the provider returns to the introduction.
    if (pageExit.left()) return;
    // accept_authorization / deny_authorization are recorded by the Platform's Authorize modal.
    if (!authorized) {
      setPhase('idle');
      return;
    }
    // Authorized without leaving the page: carry on here.
    if (!subscribed) {
      try {
        await subscribe();
      } catch {
        failed();
        return;
      }
    }
    await continueToOnboarding();
  }, [platform, locationId, subscribeAndWait, failed, continueToOnboarding]);

  return { phase, progress, start };
}
