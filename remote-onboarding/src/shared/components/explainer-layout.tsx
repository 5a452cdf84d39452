import type { ReactNode } from 'react';
import { PlatformRedirect } from 'shared-contracts/platform';
import type { OnboardingStep } from '../lib/destinations';
import { List, Stack, Text } from 'ui';
import { useOnboardingLocation } from '../hooks/use-onboarding-location';
import { nextPage, onboardingPage } from '../lib/onboarding-flow';
import { OnboardingContainer, stepFrame } from './onboarding-container';

interface ExplainerLayoutProps {
  step: Extract<OnboardingStep, 'how-vsg-works' | 'events-and-privacy' | 'device-authorization'>;
  title: string;
  intro: string;
  points: readonly string[];
  footnote?: ReactNode;
}

/**
 * An explainer page of the classic flow. With `onboarding-3-0` on it is an old path and redirects
 * to the introduction.
 */
export function ExplainerLayout({ step, title, intro, points, footnote }: ExplainerLayoutProps) {
  const { platform, location, locationId, flow } = useOnboardingLocation();
  if (flow === '3.0') return <PlatformRedirect to={onboardingPage(locationId, 'introduction')} />;
  if (!location) return null;
  return (
    <OnboardingContainer
      {...stepFrame(step, locationId, location, flow)}
      title={title}
      primary={{
        label: 'Continue',
        onClick: () => platform.navigate(onboardingPage(locationId, nextPage(step, flow))),
      }}
    >
      <Stack gap="4">
        <Text>{intro}</Text>
        <List.Root ps="5" gap="2">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
        {footnote ? <Text color="fg.muted">{footnote}</Text> : null}
      </Stack>
    </OnboardingContainer>
  );
}
