import { ExplainerLayout } from '../../shared/components/explainer-layout';

/** /onboarding/:locationId/events-and-privacy (classic flow; redirects with onboarding-3-0 on). */
export function EventsAndPrivacyPage() {
  return (
    <ExplainerLayout
      step="events-and-privacy"
      title="Events and Privacy"
      intro="Your privacy stays in your hands."
      points={[
        'Guards have access only while your alarm is armed and a person is detected.',
        'Guards cannot download your videos.',
        'Guards cannot see your event history.',
      ]}
    />
  );
}
