import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import { Stack, Text } from 'ui';
import { OnboardingContainer } from '../../shared/components/onboarding-container';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { onboardingPage } from '../../shared/lib/onboarding-flow';

export const TRY_AGAIN_LABEL = 'Try Again';

/** /onboarding/:locationId/onboarding-error: completing the onboarding failed (spec section 8). */
export function OnboardingErrorPage() {
  const { platform, location, locationId } = useOnboardingLocation();
  const introduction = onboardingPage(locationId, 'introduction');
  return (
    <OnboardingContainer
      pageId="onboarding-error"
      title="Setup Failed"
      back={{ to: introduction }}
      warnOnExit={location?.onboardStatus !== 'complete'}
      primary={{ label: TRY_AGAIN_LABEL, onClick: () => platform.navigate(introduction) }}
    >
      <Stack gap="3" textAlign="center" py="6">
        <Text fontSize="lg" role="alert">
          {ONBOARDING_TEXTS.onboardingFailure}
        </Text>
        <Text color="fg.muted">{ONBOARDING_TEXTS.onboardingFailureHint}</Text>
      </Stack>
    </OnboardingContainer>
  );
}
