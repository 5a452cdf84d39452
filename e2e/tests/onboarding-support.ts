// Helpers of the onboarding journeys (remote-onboarding's e2e specs).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures/test';

export const API = 'http://localhost:3100';
export const ONBOARDING_POST = '/api/neighbors/:userId/locations/:locationId/onboarding';

/** Signs in as any persona, including ones the shared fixture's type does not list yet. */
export async function signInPersona(request: APIRequestContext, persona: string): Promise<void> {
  const response = await request.post(`${API}/__test/signin`, { data: { persona } });
  expect(response.ok(), `sign-in as ${persona}`).toBe(true);
}

/** Changes a seeded location through sandbox-api's test endpoint. */
export async function patchLocation(
  request: APIRequestContext,
  locationId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`${API}/__test/locations/${locationId}`, { data: patch });
  expect(response.ok(), `patch ${locationId}`).toBe(true);
}

interface StateLocation {
  locationId: string;
  onboardStatus: string;
  authorized: boolean;
  monitoringStatus: string;
  subscription: { freeTrialStatus: string | null } | null;
}

export async function locationState(
  request: APIRequestContext,
  locationId: string,
): Promise<{ location: StateLocation; devices: { name: string; starkEnrolled: boolean }[] }> {
  const response = await request.get(`${API}/__test/state?locationId=${locationId}`);
  const body = (await response.json()) as {
    locations: StateLocation[];
    devices: { name: string; starkEnrolled: boolean }[];
  };
  const [location] = body.locations;
  if (!location) throw new Error(`no location ${locationId}`);
  return { location, devices: body.devices };
}

export async function statActions(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${API}/__test/stats`);
  const stats = (await response.json()) as { action: string }[];
  return stats.map((stat) => stat.action);
}

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
