import type { Page } from '@playwright/test';
import type { Persona } from '../fixtures/sandbox';

/** Used by visual/screens.spec.ts (screenshots, layout and axe). */
export const HOST = 'http://localhost:3000';

export interface Route {
  /** What the test opens. */
  path: string;
  /** Where the page settles, when the route redirects for this persona; the path itself if absent. */
  url?: string | RegExp;
  /** Text the page shows once it has rendered. */
  shows: string | RegExp;
}

// Every route of spec section 2.1, grouped by a persona that reaches it: the visual tests check each,
// and scan each with axe. A route that only redirects for its persona is checked where it lands, and the tests
// assert where that is. One group per persona: its pages share the signed-in context.
export const SCREEN_GROUPS: Array<{ persona: Persona; routes: Route[] }> = [
  {
    persona: 'owner-complete',
    routes: [
      { path: '/locations/loc-1001-1/events-summary', shows: 'Guard Event Summary' },
      {
        path: '/locations/loc-1001-1',
        url: '/locations/loc-1001-1/events-summary',
        shows: 'Guard Event Summary',
      },
      { path: '/locations/loc-1001-1/devices', shows: 'Siren Access' },
      { path: '/locations/loc-1001-1/alerts', shows: 'Manage Shared Users' },
      { path: '/locations/loc-1001-1/private-guard', shows: 'No Info Added' },
      {
        path: '/locations/loc-1001-1/no-such-page',
        url: '/not-found',
        shows: 'Sorry, the page you visited does not exist.',
      },
      { path: '/not-found', shows: 'Sorry, the page you visited does not exist.' },
      { path: '/signin', shows: 'Sorry, the page you visited does not exist.' },
      { path: '/free-trial-canceled', shows: 'Dashboard' },
    ],
  },
  {
    persona: 'trial-active',
    routes: [
      { path: '/locations/loc-1008-1/trial-management', shows: 'Cancel Trial' },
      { path: '/locations/loc-1008-1/trial-management/benefits', shows: 'Learn More' },
    ],
  },
  {
    persona: 'multi-location',
    routes: [
      { path: '/', url: '/locations', shows: 'Continue' },
      { path: '/location', url: '/locations', shows: 'Continue' },
      { path: '/locations', shows: 'Continue' },
      { path: '/onboarding', shows: 'Beach House' },
      // Last: it signs out, through the provider's page, which the sandbox stands in for. Its text
      // is one only that page has: the host's layout, passed through on the way, has a hidden
      // "Sign in" link (the honeypot) that counts as visible.
      {
        path: '/signout',
        url: /^http:\/\/localhost:3100\/signin\?return_to=/,
        shows: 'Sandbox sign-in: choose a persona.',
      },
    ],
  },
  { persona: 'smb-owner', routes: [{ path: '/dashboard', shows: /locations/i }] },
  {
    persona: 'trial-available',
    routes: [{ path: '/locations/loc-1002-1/free-trial', shows: 'START FREE TRIAL' }],
  },
  {
    persona: 'no-entitlements',
    routes: [{ path: '/video-monitoring/experience-more', shows: 'Learn More' }],
  },
  {
    persona: 'onboarding',
    routes: [
      { path: '/onboarding/loc-1003-1', shows: 'Complete Setup' },
      { path: '/onboarding/loc-1003-1/devices', shows: 'Enrolled Devices' },
      { path: '/onboarding/loc-1003-1/alert-preferences', shows: 'Alert Preferences' },
      { path: '/onboarding/loc-1003-1/emergency-contacts', shows: 'Emergency Contacts' },
      { path: '/onboarding/loc-1003-1/professional-monitoring', shows: 'Professional Monitoring' },
      { path: '/onboarding/loc-1003-1/sos-turn-on', shows: 'Turn On SOS' },
      { path: '/onboarding/loc-1003-1/sos-set-up', shows: 'Set Up SOS' },
      { path: '/onboarding/loc-1003-1/setup-complete', shows: 'Setup Complete' },
      { path: '/onboarding/loc-1003-1/onboarding-error', shows: 'Setup Failed' },
      {
        path: '/onboard?error_code=access_denied&locationId=loc-1003-1',
        shows: 'Virtual Security Guard was not authorized.',
      },
      {
        path: '/return_to?from=emergency_contacts&user_id=1003&location_id=loc-1003-1',
        url: '/onboarding/loc-1003-1/professional-monitoring',
        shows: 'Professional Monitoring',
      },
    ],
  },
  {
    // The classic onboarding flow (onboarding-3-0 answered off): its explainer pages render here,
    // where onboarding 3.0 sends them to the introduction.
    persona: 'trial-classic',
    routes: [
      { path: '/onboarding/loc-1013-1/how-vsg-works', shows: 'How VSG Works' },
      { path: '/onboarding/loc-1013-1/events-and-privacy', shows: 'Events and Privacy' },
      { path: '/onboarding/loc-1013-1/device-authorization', shows: 'Device Authorization' },
    ],
  },
  {
    persona: 'practice-mode',
    routes: [{ path: '/onboarding/loc-1009-1/practice-mode', shows: 'End Alarm Practice' }],
  },
];

/** Waits until no finite animation or transition runs. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
