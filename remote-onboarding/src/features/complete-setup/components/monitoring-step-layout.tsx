import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'app-router';
import type { ExternalPage } from 'shared-contracts/platform';
import { isContinueSetup } from 'shared-contracts/handoffs';
import { SETTINGS, type OnboardingStep } from '../../../shared/lib/destinations';
import { Stack } from 'ui';
import {
  OnboardingContainer,
  stepFrame,
  type ContainerAlert,
  ownerAlert,
} from '../../../shared/components/onboarding-container';
import { useLocationOnReturn } from '../../../shared/hooks/use-location-on-return';
import { useOnboardingLocation } from '../../../shared/hooks/use-onboarding-location';
import { useCompleteSetup } from '../api/use-complete-setup';

export const CONTINUE_SETUP_LABEL = 'Continue Setup';

/** What a step says once the location's setup is complete. */
export const setUpAt = (locationName: string) =>
  `Virtual Security Guard is set up at ${locationName}.`;

interface MonitoringStepLayoutProps {
  step: Extract<OnboardingStep, 'professional-monitoring' | 'sos-turn-on' | 'sos-set-up'>;
  title: string;
  /** The primary button: opens the provider's page where the user fixes the monitoring. */
  /** `params` is read on the press: it may name the page's own address, which a server has not. */
  action: { label: string; page: ExternalPage; params?: () => Record<string, string> };
  /** An alert the page shows on arrival (e.g. a failed professional monitoring setup). */
  alert?: ContainerAlert | null;
  children: ReactNode;
}

/**
 * A page the monitoring status routes to: the primary opens the provider's page to fix it, the
 * secondary (Continue Setup) checks the status again and carries on with Complete Setup. Reached
 * from the provider's page through the host's /return_to (`?continueSetup=true`), it carries on by
 * itself, once, for an owner: the setup completes or the page says what is still missing.
 *
 * On the web the provider's page opens in a new tab and returns the user there; this tab, focused
 * again, reads the status and the location again: once the setup is complete (in the other tab) it
 * says so and offers Done instead of Continue Setup.
 */
export function MonitoringStepLayout({
  step,
  title,
  action,
  alert = null,
  children,
}: MonitoringStepLayoutProps) {
  const { platform, location, locationId, userId, flow } = useOnboardingLocation();
  const completeSetup = useCompleteSetup(step);
  const continueOnArrival = isContinueSetup(useLocation().search);
  const continued = useRef(false);
  const owner = location?.isOwner === true;
  const complete = location?.onboardStatus === 'complete';
  const { run } = completeSetup;
  useLocationOnReturn(userId, owner && !complete);

  useEffect(() => {
    if (!continueOnArrival || !owner || complete || continued.current) return;
    continued.current = true;
    void run();
  }, [continueOnArrival, owner, complete, run]);

  if (!location) return null;
  return (
    <OnboardingContainer
      {...stepFrame(step, locationId, location, flow)}
      title={title}
      alert={ownerAlert(
        owner,
        complete
          ? { status: 'success', title: setUpAt(location.locationName) }
          : completeSetup.problem
            ? { status: 'warning', title: completeSetup.problem }
            : alert,
      )}
      primary={
        owner
          ? {
              label: action.label,
              onClick: () => platform.openExternal(action.page, action.params?.()),
            }
          : undefined
      }
      secondary={
        owner && complete
          ? {
              label: 'Done',
              // As setup complete's Done: back to the app in a mobile session, else the settings.
              onClick: () => {
                if (platform.isMobileSession) platform.exit();
                else platform.navigate(SETTINGS({ locationId }));
              },
            }
          : owner
            ? {
                label: CONTINUE_SETUP_LABEL,
                onClick: () => void completeSetup.run(),
                loading: completeSetup.running,
              }
            : undefined
      }
    >
      <Stack gap="4">{children}</Stack>
    </OnboardingContainer>
  );
}
