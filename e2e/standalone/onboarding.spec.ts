import type { RoutePage } from './standalone-test';
import { test, testRoutePages } from './standalone-test';

const setup = (step: string, heading: string): RoutePage => ({
  path: `/onboarding/loc-1003-1${step}`,
  persona: 'onboarding',
  heading,
});

// The classic flow's explainer pages exist only with onboarding-3-0 off (trial-classic).
const classic = (step: string, heading: string): RoutePage => ({
  path: `/onboarding/loc-1013-1/${step}`,
  persona: 'trial-classic',
  heading,
});

// remote-onboarding/src/app/app-routes.tsx, page by page. The persona onboarding has
// allow-sos-support (the SOS pages) and onboarding-3-0.
testRoutePages('remote-onboarding', [
  { path: '/onboarding', persona: 'onboarding', heading: 'Choose a Location' },
  setup('', 'Virtual Security Guard'),
  setup('/devices', 'Enrolled Devices'),
  setup('/alert-preferences', 'Alert Preferences'),
  setup('/emergency-contacts', 'Emergency Contacts'),
  setup('/professional-monitoring', 'Professional Monitoring'),
  setup('/sos-turn-on', 'Turn On SOS'),
  setup('/sos-set-up', 'Set Up SOS'),
  setup('/setup-complete', 'Setup Complete'),
  setup('/onboarding-error', 'Setup Failed'),
  setup('/practice-mode', 'Alarm Practice'),
  classic('how-vsg-works', 'How VSG Works'),
  classic('events-and-privacy', 'Events and Privacy'),
  classic('device-authorization', 'Device Authorization'),
  {
    path: '/locations/loc-1002-1/free-trial',
    persona: 'trial-available',
    heading: 'Try Virtual Security Guard free',
  },
  {
    path: '/free-trial-canceled',
    persona: 'onboarding',
    heading: 'Your free trial has been canceled',
  },
  {
    path: '/video-monitoring/experience-more',
    persona: 'onboarding',
    heading: 'Experience more with Virtual Security Guard',
  },
]);

test('a path no page owns goes to /not-found', async ({ page, standalone }) => {
  await standalone.open('remote-onboarding', 'onboarding', '/onboarding/loc-1003-1/no-such-step');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  await standalone.expectSettled('remote-onboarding', notFound, '/not-found');
});
