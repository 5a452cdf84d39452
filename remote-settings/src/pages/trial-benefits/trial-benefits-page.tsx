import { Heading, List, Stack } from 'ui';
import { TRIAL_TEXTS as T } from '../../features/trial/lib/texts';
import { ExternalLink } from '../../shared/components/external-link';

/** /locations/:locationId/trial-management/benefits: what the trial includes, and Learn More. */
export function TrialBenefitsPage() {
  return (
    <Stack gap="5" align="start">
      <Heading as="h1" size="2xl">
        {T.benefitsTitle}
      </Heading>
      <List.Root gap="2" ps="5">
        {T.benefitList.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List.Root>
      <ExternalLink page="signup" standalone>
        {T.learnMore}
      </ExternalLink>
    </Stack>
  );
}
