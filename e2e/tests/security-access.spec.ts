import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// A shared user who types an owner-only URL of a shared location gets no way to act on it: the
// settings area exits (no entitlements are read for a shared location), onboarding pages say
// 'Shared locations must be enrolled by the owner.' and offer nothing to press.
const SHARED_MESSAGE = 'Shared locations must be enrolled by the owner.';
const EXIT = 'http://localhost:3100/account/monitoring-settings';

/** Every state-changing API call the page sends (statistics aside). */
function recordMutations(page: Page): string[] {
  const mutations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.method() !== 'GET' &&
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/stats/')
    ) {
      mutations.push(`${request.method()} ${url.pathname}`);
    }
  });
  return mutations;
}

test('settings pages of a shared location exit: devices, alerts, trial management, free trial', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  const mutations = recordMutations(page);
  // Mountain Cabin (loc-1008-1) is shared with Max and in an active free trial.
  for (const path of [
    '/locations/loc-1008-1/devices',
    '/locations/loc-1008-1/alerts',
    '/locations/loc-1008-1/trial-management',
    '/locations/loc-1008-1/trial-management/benefits',
    '/locations/loc-1008-1/free-trial',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(EXIT);
  }
  expect(mutations).toEqual([]);
});

test('the private guard of a shared location, flag on, cannot be seen or changed', async ({
  page,
  signInAs,
}) => {
  // Downtown Office (loc-1007-1) has the private guard flag and a guard; Sam shares it.
  await signInAs('shared-user');
  const mutations = recordMutations(page);
  await page.goto('/locations/loc-1007-1/private-guard');
  await expect(page).toHaveURL(EXIT);
  await page.goto('/locations/loc-1007-1/devices');
  await expect(page).toHaveURL(EXIT);
  expect(mutations).toEqual([]);
});

test('onboarding pages of a shared location show the message and no action', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  const mutations = recordMutations(page);
  for (const path of [
    '/onboarding/loc-1008-1',
    '/onboarding/loc-1008-1/devices',
    '/onboarding/loc-1008-1/alert-preferences',
    '/onboarding/loc-1008-1/emergency-contacts',
    '/onboarding/loc-1008-1/professional-monitoring',
    '/onboarding/loc-1008-1/practice-mode',
  ]) {
    await page.goto(path);
    await expect(page.getByText(SHARED_MESSAGE), path).toBeVisible();
    await expect(page, path).toHaveURL(`http://localhost:3000${path}`);
    for (const name of [
      'Complete Setup',
      'Continue',
      'Continue Setup',
      'Edit',
      'End Alarm Practice',
      'Keep Alarm Practice',
    ]) {
      await expect(page.getByRole('button', { name, exact: true }), `${path}: ${name}`).toHaveCount(
        0,
      );
    }
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  }
  expect(mutations).toEqual([]);
});
