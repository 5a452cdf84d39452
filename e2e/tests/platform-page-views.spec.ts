import { expect, test } from '../fixtures/test';

// One view, one statistic: the host records every page's view, named by the
// page's pattern in its remote's route table; the remotes record none of their own.
test('each page landed on records one page_view, named by its route pattern', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  await page.getByRole('link', { name: 'Private Guard' }).click();
  await expect(page.getByText('No Info Added')).toBeVisible();

  const views = async () =>
    (await sandbox.stats())
      .filter((stat) => stat.action === 'page_view')
      .map((stat) => [stat.pageId, stat.pagePath]);
  // The second page's view is recorded after the first page's: once it is in, so are they.
  await expect
    .poll(views)
    .toContainEqual([
      '/locations/:locationId/private-guard',
      '/locations/loc-1001-1/private-guard',
    ]);
  expect(await views()).toEqual([
    ['/locations/:locationId/events-summary', '/locations/loc-1001-1/events-summary'],
    ['/locations/:locationId/private-guard', '/locations/loc-1001-1/private-guard'],
  ]);
});
