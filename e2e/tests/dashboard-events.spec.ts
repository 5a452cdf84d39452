import type { Page } from '@playwright/test';
import { hydrated } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

// The dashboard's Events / Emergencies list (2,000-location persona): pages of 100 from 60 days ago
// at start of day, the next page when scrolled far enough, emergencies, errors with a retry.

const scroller = (page: Page, tab: 'Events' | 'Emergencies') =>
  page.getByRole('tabpanel', { name: tab }).locator('[data-virtuoso-scroller]');

const isHistory = (url: string) => new URL(url).pathname === '/api/neighbors/1006/events/history';

test('events load 100 at a time; scrolling to the end of the list loads the next page', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  const first = page.waitForRequest((request) => isHistory(request.url()));
  await page.goto('/dashboard');
  const params = new URL((await first).url()).searchParams;
  expect(params.get('limit')).toBe('100');
  expect(params.get('nextToken')).toBeNull();
  const startTime = Number(params.get('startTime'));
  const expected = await page.evaluate(() => {
    const start = new Date();
    start.setDate(start.getDate() - 60);
    start.setHours(0, 0, 0, 0);
    return start.getTime() / 1000;
  });
  expect(startTime).toBe(expected);
  await expect(page.getByText('100 events loaded')).toBeVisible();
  // Rows are 120 px in a 300 px list: a handful in the DOM.
  expect(await scroller(page, 'Events').getByRole('listitem').count()).toBeLessThan(10);

  const next = page.waitForRequest(
    (request) =>
      isHistory(request.url()) && new URL(request.url()).searchParams.get('nextToken') !== null,
  );
  // A scroll is not a tap the page holds until it is hydrated: it waits for the hydration.
  await hydrated(page);
  await scroller(page, 'Events').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  const nextParams = new URL((await next).url()).searchParams;
  expect(nextParams.get('startTime')).toBe(String(startTime));
  await expect(page.getByText('200 events loaded')).toBeVisible();
});

test('the emergencies tab lists Medical, Fire and Police events', async ({ page, signInAs }) => {
  await signInAs('smb-owner');
  await page.goto('/dashboard');
  await expect(page.getByText('100 events loaded')).toBeVisible();
  const emergencies = page.waitForRequest(
    (request) =>
      isHistory(request.url()) &&
      new URL(request.url()).searchParams.get('resolutionTypes') === 'Medical,Fire,Police',
  );
  await page.getByRole('tab', { name: 'Emergencies' }).click();
  await emergencies;
  await expect(page.getByText(/^(All )?\d+ emergencies loaded$/)).toBeVisible();
  const items = scroller(page, 'Emergencies').getByRole('listitem');
  // The rows in view show with the count (events-list.tsx); the rows read are the ones shown.
  await expect(items.first()).toBeVisible();
  const titles = await items.evaluateAll((items) =>
    items.map((item) => item.querySelector('p')?.textContent ?? ''),
  );
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(['Medical', 'Fire', 'Police']).toContain(title);
});

test('events failing to load show the error; Try again recovers', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('smb-owner');
  // Queries retry once: both attempts fail.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/:userId/events/history',
    status: 500,
    times: 2,
  });
  await page.goto('/dashboard');
  const panel = page.getByRole('tabpanel', { name: 'Events' });
  await expect(panel.getByText('There was an error getting events')).toBeVisible();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('100 events loaded')).toBeVisible();
});
