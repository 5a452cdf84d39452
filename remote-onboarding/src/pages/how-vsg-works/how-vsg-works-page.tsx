import { ExplainerLayout } from '../../shared/components/explainer-layout';

/** /onboarding/:locationId/how-vsg-works (classic flow; redirects with onboarding-3-0 on). */
export function HowVsgWorksPage() {
  return (
    <ExplainerLayout
      step="how-vsg-works"
      title="How VSG Works"
      intro="Virtual Security Guard adds trained guards to your Professional Monitoring."
      points={[
        'Guards at a monitoring center review person-detected events on your enrolled cameras and doorbells.',
        'They can deter with your device’s speaker and siren.',
        'They send text and phone alerts to you and your emergency contacts.',
        'When needed, they request emergency dispatch.',
      ]}
    />
  );
}
