import { ExplainerLayout } from '../../shared/components/explainer-layout';

/** /onboarding/:locationId/device-authorization (classic flow; redirects with onboarding-3-0 on). */
export function DeviceAuthorizationPage() {
  return (
    <ExplainerLayout
      step="device-authorization"
      title="Device Authorization"
      intro="To finish the setup you will authorize Virtual Security Guard to:"
      points={[
        'access the devices you choose, including Live View;',
        'use two-way talk and the siren;',
        'read your account details and emergency contacts;',
        'send text messages for monitored events.',
      ]}
      footnote="You can revoke access at any time on the linked accounts page."
    />
  );
}
