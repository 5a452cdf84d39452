// Helpers of the onboarding journeys (remote-onboarding's e2e specs).
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { HOST } from './host-support';

export const ONBOARDING_POST = '/api/neighbors/:userId/locations/:locationId/onboarding';

/**
 * Answers the authorization Complete Setup (or START FREE TRIAL) asks for: the host's Authorize
 * modal when it shows, then the provider's authorization page (Allow).
 */
export async function authorize(page: Page, options: { tap?: boolean } = {}): Promise<void> {
  const press = (locator: ReturnType<Page['getByRole']>) =>
    options.tap ? locator.tap() : locator.click();
  const modalAuthorize = page.getByRole('button', { name: 'Authorize', exact: true });
  const providerAllow = page.getByRole('button', { name: 'Allow', exact: true });
  await expect(modalAuthorize.or(providerAllow)).toBeVisible();
  if (await modalAuthorize.isVisible()) await press(modalAuthorize);
  await press(providerAllow);
}

/**
 * Presses Authorize in the host's Authorize modal only: for a setup whose steps after Authorize
 * fail, so that the page never leaves for the provider.
 */
export async function pressAuthorize(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Authorize Virtual Security Guard' })
    .getByRole('button', { name: 'Authorize', exact: true })
    .click();
}

/**
 * Playwright tells every page of a headless browser that it has focus, so switching tabs fires no
 * focus event. Turned off, `bringToFront` moves the focus (blur, then focus) as a user switching
 * tabs does. Call it once the page has loaded: Playwright turns it on again for a new document.
 */
export async function disableFocusEmulation(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
}

/**
 * Edit on the emergency contacts step opens the provider's contacts page in a new tab (spec section
 * 6); its back link returns through the host's /return_to. Answers that tab, once it is back on the
 * professional monitoring step the return names.
 */
export async function editContactsAndReturn(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Edit' }).click();
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Emergency Contacts' })).toBeVisible();
  await provider.getByRole('link', { name: 'Back to the control center' }).click();
  await expect(provider).toHaveURL(`${HOST}/onboarding/loc-1003-1/professional-monitoring`);
  return provider;
}
