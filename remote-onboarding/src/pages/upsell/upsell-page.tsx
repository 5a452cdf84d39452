import { usePlatform } from 'shared-contracts/platform';
import { Button, List, Text } from 'ui';
import { CustomerServicePhone, MarketingLayout } from '../../shared/components/marketing-layout';

/** /video-monitoring/experience-more: the upsell with Learn More (spec 2.5). */
export function UpsellPage() {
  const platform = usePlatform();
  return (
    <MarketingLayout title="Experience more with Virtual Security Guard">
      <Text fontSize="lg">Add trained guards to your Professional Monitoring plan.</Text>
      <List.Root ps="5" gap="2">
        <List.Item>Guards review person-detected events on your cameras and doorbells.</List.Item>
        <List.Item>They deter with your speaker and siren, and alert your contacts.</List.Item>
        <List.Item>They request emergency dispatch when needed.</List.Item>
      </List.Root>
      <Button
        colorPalette="brand"
        size="lg"
        width={{ base: 'full', md: 'auto' }}
        alignSelf={{ md: 'flex-start' }}
        onClick={() => platform.openExternal('billingPlans')}
      >
        Learn More
      </Button>
      <CustomerServicePhone />
    </MarketingLayout>
  );
}
