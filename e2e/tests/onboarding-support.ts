// Helpers of the onboarding journeys (remote-onboarding's e2e specs).
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';

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
