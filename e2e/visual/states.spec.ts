import type { Locator, Page } from '@playwright/test';
import { layoutProblems } from '../fixtures/layout-checks';
import { labelOf } from '../fixtures/locators';
import { remoteEntryAt } from '../fixtures/remote-urls';
import type { Persona } from '../fixtures/sandbox';
import { settle } from '../tests/screens';
import {
  DESKTOP,
  FROZEN_NOW,
  PHONE,
  expect,
  expectScreen,
  inWebview,
  loaded,
  test,
} from './support';

// Each modal of spec section 2 and the empty, error and loading states it names, at 360 px in the
// webview and at 1366 px. A modal is shot as the viewport shows it (it stays in place while the
// page scrolls under it); a state as its whole page. One test per persona and width: its scenes
// share the signed-in page, each opening its own address. The scenes bring a page to its state by
// answering its reads in the browser, so the browser renders the pages here; the server's render of
// the same screens is shot in screens.spec.ts.
test.use({ renderedBy: 'browser' });

interface Scene {
  name: string;
  persona: Persona;
  /** The state is a loading one: the test does not wait for the page to finish loading. */
  loading?: boolean;
  /** Where it is shot, when not at both widths. */
  widths?: Width[];
  /** Brings the page to the state; answers the modal when the state is one. */
  open: (page: Page, go: (path: string) => Promise<unknown>) => Promise<Locator | null>;
}

type Width = '360' | '1366';

const DEVICES = '/locations/loc-1001-1/devices';
const GUARD_CONFIRM = 'Default to this Private Guard for emergency dispatches?';

/** The flags service answers `flag` as `enabled`, and every other flag as the sandbox does. */
async function answerFlag(page: Page, flag: string, enabled: boolean): Promise<void> {
  await page.route('**/api/features?*', async (route) => {
    const response = await route.fetch();
    const flags = (await response.json()) as Record<string, { enabled: boolean }>;
    return route.fulfill({ response, json: { ...flags, [flag]: { enabled } } });
  });
}

/** Fills the private guard form and saves it, which asks to confirm the guard. */
async function saveGuardForm(page: Page, go: (path: string) => Promise<unknown>): Promise<void> {
  await go('/locations/loc-1001-1/private-guard');
  // A form an earlier scene left open keeps what was typed there.
  const add = page.getByRole('button', { name: 'Add Guard Info' });
  const company = page.getByRole('textbox', { name: /Company Name/ });
  await expect(add.or(company)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await company.fill('Sentinel Patrol');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill('(415) 555-0142');
  await page.getByRole('button', { name: 'Save' }).click();
}
const LOCATION_API = '**/api/neighbors/1001/locations/loc-1001-1';
const DEVICES_API = `${LOCATION_API}/devices`;

const SCENES: Scene[] = [
  {
    // At 360 px: the reduced-motion test below.
    name: 'pause-dialog',
    persona: 'owner-complete',
    widths: ['1366'],
    open: async (page, go) => {
      await go('/locations/loc-1001-1/events-summary');
      await page.getByRole('switch', { name: 'Guard Monitoring' }).click();
      return page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
    },
  },
  {
    name: 'cancel-trial-dialog',
    persona: 'trial-active',
    open: async (page, go) => {
      await go('/locations/loc-1008-1/trial-management');
      await page.getByRole('button', { name: 'Cancel Trial' }).click();
      return page.getByRole('alertdialog', { name: 'Cancel your free trial?' });
    },
  },
  {
    name: 'leave-dialog',
    persona: 'owner-complete',
    open: async (page, go) => {
      await go('/locations/loc-1001-1/alerts');
      const delivery = page.getByRole('checkbox', { name: 'Text James Chen for Delivery' });
      await labelOf(delivery).click();
      await expect(delivery).toBeChecked();
      const menu = page.getByRole('navigation', { name: 'Virtual Security Guard Settings' });
      // On a phone the menu is folded under its title.
      const unfold = menu.getByRole('button', { name: 'Virtual Security Guard Settings' });
      if (await unfold.isVisible()) await unfold.click();
      await menu.getByRole('link', { name: 'Authorized Devices' }).click();
      return page.getByRole('alertdialog', { name: 'Leave without saving?' });
    },
  },
  {
    name: 'private-guard-confirm',
    persona: 'owner-complete',
    open: async (page, go) => {
      await saveGuardForm(page, go);
      return page.getByRole('alertdialog', { name: GUARD_CONFIRM });
    },
  },
  {
    name: 'authorize-modal',
    persona: 'onboarding',
    open: async (page, go) => {
      await go('/onboard?error_code=access_denied&locationId=loc-1003-1');
      await page.getByRole('button', { name: 'Try Again' }).click();
      return page.getByRole('dialog', { name: 'Authorize Virtual Security Guard' });
    },
  },
  {
    name: 'onboarding-exit-warning',
    persona: 'onboarding',
    open: async (page, go) => {
      await go('/onboarding/loc-1003-1');
      await page.getByRole('button', { name: 'Close' }).click();
      return page.getByRole('alertdialog').filter({ hasText: 'Setup Incomplete' });
    },
  },
  {
    name: 'indoor-device-confirm',
    persona: 'onboarding',
    open: async (page, go) => {
      await go('/onboarding/loc-1003-1/devices');
      const kitchen = page.getByRole('switch', { name: 'Kitchen' });
      await kitchen.focus();
      await page.keyboard.press('Space');
      return page.getByRole('alertdialog', { name: 'Indoor Device' });
    },
  },
  {
    name: 'siren-off-confirm',
    persona: 'owner-complete',
    open: async (page, go) => {
      await go(DEVICES);
      const siren = page.getByRole('switch', { name: 'Siren Access' });
      await expect(siren).toBeChecked();
      await labelOf(siren).click();
      return page.getByRole('alertdialog', { name: 'Turn Off Siren' });
    },
  },
  {
    name: 'automated-warning-off-confirm',
    persona: 'owner-complete',
    open: async (page, go) => {
      // The seed has it off: the location's preferences are answered with it on.
      await page.route(`${LOCATION_API}/preferences`, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { preferences: Record<string, unknown> };
        const preferences = { ...body.preferences, automatedResponsesEnabled: true };
        return route.fulfill({ response, json: { ...body, preferences } });
      });
      await go(DEVICES);
      const warning = page.getByRole('switch', { name: 'Automated Warning' });
      await expect(warning).toBeChecked();
      await labelOf(warning).click();
      return page.getByRole('alertdialog', { name: 'Turn Off Automated Warning' });
    },
  },
  {
    name: 'last-device-confirm',
    persona: 'owner-complete',
    open: async (page, go) => {
      // Front Door alone enrolled: turning it off leaves none.
      await page.route(DEVICES_API, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const devices = (await response.json()) as Array<{ name: string; starkEnrolled: boolean }>;
        const json = devices.map((device) => ({
          ...device,
          starkEnrolled: device.name === 'Front Door',
        }));
        return route.fulfill({ response, json });
      });
      await go(DEVICES);
      const frontDoor = page.getByRole('switch', { name: 'Front Door' });
      await expect(frontDoor).toBeChecked();
      await labelOf(frontDoor).click();
      return page.getByRole('alertdialog', { name: 'No Authorized Devices' });
    },
  },
  {
    name: 'remove-guard-confirm',
    persona: 'owner-complete',
    open: async (page, go) => {
      await saveGuardForm(page, go);
      await page
        .getByRole('alertdialog', { name: GUARD_CONFIRM })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page.getByRole('region', { name: 'Guard Info' })).toContainText(
        'Sentinel Patrol',
      );
      await page.getByRole('button', { name: 'Remove Private Guard' }).click();
      return page.getByRole('alertdialog', { name: 'Remove Private Guard?' });
    },
  },
  {
    name: 'watch-zone-modal',
    persona: 'watch-zones',
    // The web's: in the webview Set Up opens the app's own watch zone setup instead.
    widths: ['1366'],
    open: async (page, go) => {
      // Without the web redirect flag, Set Up explains where watch zones are set up.
      await answerFlag(page, 'next-monitoring-zones-web-redirect', false);
      await go('/locations/loc-1011-1/events-summary');
      await page.getByRole('button', { name: 'Set Up', exact: true }).click();
      return page.getByRole('dialog', { name: 'Watch Zones' });
    },
  },
  {
    // Passerby events past the callout's threshold, with the geofence flag on.
    name: 'geofence-dialog',
    persona: 'owner-complete',
    open: async (page, go) => {
      await answerFlag(page, 'next-geofence-snooze', true);
      await go('/locations/loc-1001-1/events-summary');
      await page.getByRole('button', { name: 'Set Up Geofence' }).click();
      return page.getByRole('dialog', { name: 'Set Up Geofence' });
    },
  },
  {
    name: 'devices-load-error',
    persona: 'owner-complete',
    open: async (page, go) => {
      await page.route(DEVICES_API, (route) =>
        route.fulfill({ status: 500, json: { message: 'fault' } }),
      );
      await go(DEVICES);
      await expect(page.getByText('There was an error getting devices')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      return null;
    },
  },
  {
    name: 'devices-loading',
    persona: 'owner-complete',
    loading: true,
    open: async (page, go) => {
      // Never answered while the screenshot is taken: the page stays on its loading state.
      await page.route(DEVICES_API, () => undefined);
      await go(DEVICES);
      await expect(page.getByRole('status', { name: 'Loading devices' })).toBeVisible();
      return null;
    },
  },
  {
    name: 'devices-empty',
    persona: 'owner-complete',
    open: async (page, go) => {
      await page.route(DEVICES_API, (route) => route.fulfill({ json: [] }));
      await go(DEVICES);
      await expect(page.getByText('No Eligible Outdoor Devices')).toBeVisible();
      await expect(page.getByText('No Eligible Indoor Devices')).toBeVisible();
      return null;
    },
  },
  {
    name: 'no-locations-found',
    persona: 'multi-location',
    open: async (page, go) => {
      await go('/locations');
      await page.getByRole('searchbox', { name: 'Search for locations' }).fill('zzz');
      // The search waits until typing stops by the page's Date, which the frozen clock holds:
      // move it past the wait.
      await page.clock.setFixedTime(FROZEN_NOW + 1_000);
      await expect(page.getByText('No locations found.')).toBeVisible();
      return null;
    },
  },
  {
    name: 'remote-boundary',
    persona: 'multi-location',
    open: async (page) => {
      await page.route(remoteEntryAt('http://localhost:3001'), (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      await page.goto(inWebviewIf(page, '/locations/loc-1007-1/events-summary'), {
        waitUntil: 'domcontentloaded',
      });
      await expect(page.getByText('Sorry, something went wrong.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      return null;
    },
  },
];

/** On a phone the first page opens the webview session. */
function inWebviewIf(page: Page, path: string): string {
  return page.viewportSize()?.width === PHONE.viewport.width ? inWebview(path) : path;
}

/** The scenes of one persona, in order: one test each, so that a page is not signed in anew. */
function byPersona(scenes: Scene[]): Array<[Persona, Scene[]]> {
  const groups = new Map<Persona, Scene[]>();
  for (const scene of scenes)
    groups.set(scene.persona, [...(groups.get(scene.persona) ?? []), scene]);
  return [...groups];
}

for (const [width, use] of [
  ['360', PHONE],
  ['1366', { viewport: DESKTOP }],
] as const) {
  test.describe(`${width} px`, () => {
    test.use(use);
    const scenes = SCENES.filter(({ widths }) => !widths || widths.includes(width));
    for (const [persona, group] of byPersona(scenes)) {
      const names = group.map(({ name }) => name);

      test(`${persona}: ${names.join(', ')} match their baselines`, async ({ page, signInAs }) => {
        test.setTimeout(30_000 + group.length * 8_000);
        // A page left with unsaved changes asks before the next scene's navigation: leave.
        page.on('dialog', (dialog) => void dialog.accept());
        await signInAs(persona);
        for (const scene of group) {
          const modal = await scene.open(page, (path) => page.goto(inWebviewIf(page, path)));
          if (modal) await expect(modal, scene.name).toBeVisible();
          if (!scene.loading) await loaded(page);
          await settle(page);
          if (width === '360') expect(await layoutProblems(page), scene.name).toEqual([]);
          await expectScreen(page, [width], `${scene.name}.png`, { wholePage: !modal });
          await page.unrouteAll({ behavior: 'ignoreErrors' });
        }
      });
    }
  });
}

test.describe('360 px, reduced motion', () => {
  test.use(PHONE);

  test('the pause modal opens at once, fits the phone and matches its baseline', async ({
    page,
    signInAs,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs('owner-complete');
    await page.goto(inWebview('/locations/loc-1001-1/events-summary'));
    const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
    await expect(guardSwitch).toBeChecked();
    await guardSwitch.tap();
    const modal = page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
    await expect(modal).toBeVisible();
    // No animation, however short, on the modal or its backdrop: it is there in its final state.
    const animations = await page.evaluate(
      () =>
        document
          .getAnimations()
          .map((animation) => animation.effect)
          .filter(
            (effect): effect is KeyframeEffect =>
              effect instanceof KeyframeEffect &&
              effect.target instanceof Element &&
              effect.target.closest('[data-scope=dialog]') !== null,
          ).length,
    );
    expect(animations).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
    await expectScreen(page, ['360'], 'pause-dialog.png', { wholePage: false });
    await modal.getByRole('button', { name: 'Cancel' }).tap();
    await expect(modal).toBeHidden();
  });
});
