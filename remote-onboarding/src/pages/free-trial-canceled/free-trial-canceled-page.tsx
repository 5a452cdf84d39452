import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { DASHBOARD } from '../../shared/lib/destinations';
import { Button, Text } from 'ui';
import { MarketingLayout } from '../../shared/components/marketing-layout';

/**
 * /free-trial-canceled (spec 2.5). Dashboard goes to the small-business dashboard when its flag is
 * on, otherwise out of the control center to the provider's account (`platform.exit()`).
 */
export function FreeTrialCanceledPage() {
  const platform = usePlatform();
  return (
    <MarketingLayout title="Your free trial has been canceled">
      <Text>
        Virtual Security Guard no longer monitors your location. Your cameras, doorbells and alarm
        keep working as before.
      </Text>
      <Button
        colorPalette="brand"
        size="lg"
        width={{ base: 'full', md: 'auto' }}
        alignSelf={{ md: 'flex-start' }}
        onClick={() => {
          if (platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB)) platform.navigate(DASHBOARD());
          else platform.exit();
        }}
      >
        Dashboard
      </Button>
    </MarketingLayout>
  );
}
