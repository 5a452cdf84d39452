import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import type { Persona } from '../fixtures/sandbox';

// Every route of spec section 2.1, opened as a persona that reaches it, passes axe with no
// serious or critical violation. One test per persona: the pages share its signed-in context.
const GROUPS: Array<{ persona: Persona; routes: Array<{ path: string; shows: string | RegExp }> }> =
  [
    {
      persona: 'owner-complete',
      routes: [
        { path: '/locations/loc-1001-1/events-summary', shows: 'Guard Event Summary' },
        { path: '/locations/loc-1001-1/devices', shows: 'Siren Access' },
        { path: '/locations/loc-1001-1/alerts', shows: 'Manage Shared Users' },
        { path: '/locations/loc-1001-1/private-guard', shows: 'No Info Added' },
        { path: '/not-found', shows: 'Sorry, the page you visited does not exist.' },
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
        { path: '/locations', shows: 'Continue' },
        { path: '/onboarding', shows: 'Beach House' },
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
        ...[
          'devices',
          'alert-preferences',
          'emergency-contacts',
          'professional-monitoring',
          'sos-turn-on',
          'sos-set-up',
          'setup-complete',
          'how-vsg-works',
          'onboarding-error',
          'events-and-privacy',
        ].map((step) => ({ path: `/onboarding/loc-1003-1/${step}`, shows: /./ })),
        {
          path: '/onboard?error_code=access_denied&locationId=loc-1003-1',
          shows: 'Virtual Security Guard was not authorized.',
        },
      ],
    },
    {
      persona: 'trial-classic',
      routes: [
        { path: '/onboarding/loc-1013-1/device-authorization', shows: 'Device Authorization' },
      ],
    },
    {
      persona: 'practice-mode',
      routes: [{ path: '/onboarding/loc-1009-1/practice-mode', shows: 'End Alarm Practice' }],
    },
  ];

/** Serious and critical violations, one line each: rule, impact and the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Waits until no finite animation or transition runs. */
async function settle(page: Page): Promise<void> {
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

for (const { persona, routes } of GROUPS) {
  test(`${persona}: ${routes.length} routes pass axe with no serious or critical violation`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(30_000 + routes.length * 10_000);
    await signInAs(persona);
    const found: Record<string, string[]> = {};
    for (const { path, shows } of routes) {
      await page.goto(path);
      await expect(page.getByText(shows).first(), path).toBeVisible();
      // A fading element (an entrance animation, a button enabled once data arrives) has a
      // partial contrast: measure once settled, and again if that found something, so only a
      // violation that persists fails.
      await settle(page);
      let violations = await seriousViolations(page);
      if (violations.length > 0) {
        await settle(page);
        violations = await seriousViolations(page);
      }
      if (violations.length > 0) found[`${path} → ${new URL(page.url()).pathname}`] = violations;
    }
    expect(found).toEqual({});
  });
}
