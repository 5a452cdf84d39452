import type { Page } from '@playwright/test';
import { hydrated } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

// The hostile persona's names (sandbox-api/src/seed/hostile.ts): each must show as text, run
// nothing and keep the page within the viewport.
const HOSTILE = {
  markup: '<img src=x onerror=window.__xss=1><script>window.__xss=2</script>',
  long: `Hostile${'W'.repeat(286)}Name300`,
  rtl: 'בית מוגן موقع المنزل',
  emoji: 'Home 👨‍👩‍👧‍👦🏳️‍🌈🛡️ Base',
} as const;
const HOSTILE_USER_ID = 1014;

/** Console errors and uncaught exceptions of the page, from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Nothing ran, nothing overflows the viewport sideways, nothing was logged as an error. */
async function expectIntact(page: Page, errors: string[]) {
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  // A markup name never became elements.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  expect(errors).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, phone: false },
  { name: 'mobile', width: 390, height: 844, phone: true },
]) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    // A phone's browser says it is one: the server renders the phone's layout for it.
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.phone,
      hasTouch: viewport.phone,
    });

    test('location selector: every hostile location name shows as text', async ({
      page,
      signInAs,
    }) => {
      await signInAs('hostile');
      const errors = recordErrors(page);
      await page.goto('/locations');
      for (const name of Object.values(HOSTILE)) {
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      }
      await expectIntact(page, errors);
    });

    test('devices: every hostile device name shows as text', async ({ page, signInAs }) => {
      await signInAs('hostile');
      const errors = recordErrors(page);
      await page.goto('/locations/loc-1014-2/devices');
      for (const name of [...Object.values(HOSTILE), `${HOSTILE.long}Ineligible`]) {
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      }
      // An eligible device's toggle is named by it.
      await expect(page.getByRole('switch', { name: HOSTILE.markup })).toBeVisible();
      await expectIntact(page, errors);
    });

    test('alert preferences: every hostile contact name shows as text', async ({
      page,
      signInAs,
    }) => {
      await signInAs('hostile');
      const errors = recordErrors(page);
      await page.goto('/locations/loc-1014-1/alerts');
      await expect(page.getByText(`${HOSTILE.markup} Lee`).first()).toBeVisible();
      await expect(page.getByText(HOSTILE.long).first()).toBeVisible();
      await expect(page.getByText(`${HOSTILE.rtl} كريم`).first()).toBeVisible();
      await expect(page.getByText(`${HOSTILE.emoji} 🧑‍🚒`).first()).toBeVisible();
      await expectIntact(page, errors);
    });

    test('onboarding contacts summary: every hostile contact name shows as text', async ({
      page,
      signInAs,
    }) => {
      await signInAs('hostile');
      const errors = recordErrors(page);
      await page.goto('/onboarding/loc-1014-4/emergency-contacts');
      await expect(page.getByText(`${HOSTILE.markup} Lee`).first()).toBeVisible();
      await expect(page.getByText(HOSTILE.long).first()).toBeVisible();
      await expect(page.getByText(`${HOSTILE.rtl} كريم`).first()).toBeVisible();
      await expect(page.getByText(`${HOSTILE.emoji} 🧑‍🚒`).first()).toBeVisible();
      await expectIntact(page, errors);
    });

    test('private guard: hostile agency names show as text', async ({ page, signInAs }) => {
      await signInAs('hostile');
      const errors = recordErrors(page);
      const agencies = [HOSTILE.markup, HOSTILE.long, HOSTILE.rtl];
      for (const [index, agency] of agencies.entries()) {
        await page.goto(`/locations/loc-1014-${index + 1}/private-guard`);
        await expect(page.getByRole('region', { name: 'Guard Info' })).toContainText(agency);
        await expectIntact(page, errors);
      }
    });

    test('dashboard: hostile names and addresses show as text in the table', async ({
      page,
      signInAs,
      sandbox,
    }) => {
      await signInAs('hostile');
      await sandbox.setUserFlags(HOSTILE_USER_ID, { 'next-dashboard-smb-customers': true });
      const errors = recordErrors(page);
      await page.goto('/dashboard');
      for (const name of [HOSTILE.markup, HOSTILE.emoji, HOSTILE.long]) {
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      }
      // Sorted by name, the right-to-left one comes last: a phone's list shows it once scrolled,
      // after the hydration (the phone's list replaces the server's table).
      await hydrated(page);
      await page
        .getByRole('table', { name: 'Locations' })
        .locator('xpath=ancestor::*[@data-virtuoso-scroller]')
        .evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(page.getByText(HOSTILE.rtl, { exact: true }).first()).toBeVisible();
      await expectIntact(page, errors);
    });
  });
}
