import { ERROR_MESSAGES, FREE_TRIAL_MAX_DAYS } from 'shared-contracts/constants';
import { reportError } from 'shared-contracts/api';
import { PlatformRedirect } from 'shared-contracts/platform';
import { Box, Button, HStack, List, ProgressBar, Stack, Text } from 'ui';
import { useStartFreeTrial } from '../../features/free-trial/api/use-start-free-trial';
import {
  configOf,
  CustomerServicePhone,
  MarketingLayout,
  OutboundLink,
} from '../../shared/components/marketing-layout';
import { ExitNow } from '../../shared/components/redirect';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { decideFreeTrialPage } from '../../shared/lib/free-trial';

export const START_FREE_TRIAL_LABEL = 'START FREE TRIAL';
export const STARTING_TRIAL_TEXT = 'Starting your free trial…';

/** /locations/:locationId/free-trial: marketing, video, FAQ and terms, START FREE TRIAL (spec 2.5). */
export function FreeTrialPage() {
  const { platform, location } = useOnboardingLocation();
  const trial = useStartFreeTrial();
  const config = configOf(platform);

  if (!location) return null;
  const busy = trial.phase !== 'idle';
  if (!busy) {
    const decision = decideFreeTrialPage(location);
    if (decision.kind === 'redirect') return <PlatformRedirect to={decision.to} />;
    if (decision.kind === 'exit') return <ExitNow />;
  }

  return (
    <MarketingLayout title="Try Virtual Security Guard free">
      <Text fontSize="lg">
        Start your two-week free trial of Virtual Security Guard at {location.locationName}.
      </Text>
      <List.Root ps="5" gap="2">
        <List.Item>
          Trained guards review person-detected events on your outdoor cameras and doorbells.
        </List.Item>
        <List.Item>They deter intruders with your device’s speaker and siren.</List.Item>
        <List.Item>
          They alert you and your emergency contacts, and request help when needed.
        </List.Item>
      </List.Root>
      {/* The video and links are the environment's (Platform.config): none where it has none. */}
      {config === null ? null : (
        <Box borderRadius="md" overflow="hidden" bg="black">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the configured video comes with no captions file */}
          <video
            controls
            preload="none"
            playsInline
            width="100%"
            aria-label="Virtual Security Guard overview video"
            style={{ display: 'block', aspectRatio: '16 / 9' }}
          >
            {/* A failed source fires on the source, not on the video that holds it. */}
            <source
              src={config.freeTrialVideoUrl}
              type="video/mp4"
              onError={(event) => reportError(ERROR_MESSAGES.videoLoad, event.currentTarget.src)}
            />
          </video>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        The free trial lasts up to {FREE_TRIAL_MAX_DAYS} days or until you reach the trial’s
        monitored-event limit, whichever comes first.
      </Text>
      {config === null ? null : (
        <HStack gap="5" wrap="wrap">
          <OutboundLink href={config.freeTrialFaqUrl}>FAQ</OutboundLink>
          <OutboundLink href={config.freeTrialTermsUrl}>Terms and Conditions</OutboundLink>
        </HStack>
      )}
      {trial.phase === 'waiting' || trial.phase === 'subscribing' ? (
        <Stack gap="2" role="status" aria-live="polite">
          <Text fontWeight="medium">{STARTING_TRIAL_TEXT}</Text>
          <ProgressBar
            value={trial.phase === 'waiting' ? trial.progress : null}
            label={STARTING_TRIAL_TEXT}
          />
        </Stack>
      ) : null}
      <Button
        colorPalette="brand"
        size="lg"
        width={{ base: 'full', md: 'auto' }}
        alignSelf={{ md: 'flex-start' }}
        loading={busy}
        onClick={() => void trial.start()}
      >
        {START_FREE_TRIAL_LABEL}
      </Button>
      <CustomerServicePhone />
    </MarketingLayout>
  );
}
