import { remoteChunksAt } from '../fixtures/remote-urls';
import { expect, test } from '../fixtures/test';

// The dashboard's two weekly bar charts (2,000-location persona): 8 weeks, tooltips 'n event(s)',
// errors with a retry.

test('hovering or focusing a weekly bar shows its count as n event(s)', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await page.goto('/dashboard');
  // The charts are below the table and the events list: they render as the page scrolls to them.
  await page.getByRole('heading', { name: 'Weekly activity' }).scrollIntoViewIfNeeded();
  const events = page.getByRole('group', { name: 'Events per week, last 8 weeks' });
  const bars = events.getByLabel(/^Week of \d{2}\/\d{2}: \d+ event\(s\)$/);
  await expect(bars).toHaveCount(8);

  const bar = bars.nth(5);
  const count = (await bar.getAttribute('aria-label'))?.match(/: (\d+) event/)?.[1];
  expect(Number(count)).toBeGreaterThan(0);
  await bar.hover();
  await expect(page.getByRole('tooltip')).toHaveText(`${count} event(s)`);
  // Leaving the bar hides its tooltip.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  const emergencies = page.getByRole('group', { name: 'Emergencies per week, last 8 weeks' });
  const emergencyBar = emergencies.getByLabel(/^Week of/).nth(2);
  const emergencyCount = (await emergencyBar.getAttribute('aria-label'))?.match(
    /: (\d+) event/,
  )?.[1];
  await emergencyBar.focus();
  await expect(page.getByRole('tooltip')).toHaveText(`${emergencyCount} event(s)`);
});

test('the charts wait below the fold until the page scrolls towards them', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs('smb-owner');
  // In the order they happen: the charts' data arriving, the requests for the remote's code.
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/events/timeseries')) order.push('timeseries data');
  });
  page.on('request', (request) => {
    if (remoteChunksAt('http://localhost:3003').test(request.url())) order.push(request.url());
  });
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Events per week' });
  // The charts' data is in (their totals show) and their code has been prefetched, not run: they
  // are not drawn.
  await expect(section.getByText(/^\d+ in the last 8 weeks$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
  const prefetched = await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    const entry = link ? performance.getEntriesByName(link.href)[0] : undefined;
    return entry !== undefined && entry.duration > 0 ? link?.href : undefined;
  });
  // The prefetch went out after both timeseries had arrived, not while the page's first data loaded.
  const chartsCode = String(await prefetched.jsonValue());
  expect(order).toContain(chartsCode);
  const before = order.slice(0, order.indexOf(chartsCode));
  expect(before.filter((entry) => entry === 'timeseries data')).toHaveLength(2);
  await expect(page.getByRole('group', { name: 'Events per week, last 8 weeks' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByRole('group', { name: 'Events per week, last 8 weeks' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Emergencies per week, last 8 weeks' }),
  ).toBeVisible();
});

test("timeseries failing to load show both charts' errors; Try again recovers each", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('smb-owner');
  // Two queries (events, emergencies), each tried twice.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/:userId/events/timeseries',
    status: 500,
    times: 4,
  });
  await page.goto('/dashboard');
  await expect(page.getByText('There was an error fetching Events timeseries')).toBeVisible();
  await expect(page.getByText('There was an error getting events timeseries')).toBeVisible();
  await expect(page.getByText('There was an error fetching Emergencies timeseries')).toBeVisible();
  await expect(page.getByText('There was an error getting emergencies timeseries')).toBeVisible();
  // The table is there regardless.
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();

  for (const name of ['Events per week', 'Emergencies per week']) {
    const card = page.getByRole('region', { name });
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: `${name}, last 8 weeks` })).toBeVisible();
  }
});
