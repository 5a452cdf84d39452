// Federation as a user meets it: the start-up without its script, whose copies of the shared
// libraries a remote uses, a remote that is down, and the request conventions. What the build makes
// the browser download and when is in federation-performance.spec.ts (the "performance" project).
import { expect, test } from '../fixtures/test';

test('without the start-up script (blocked or failed) the entry starts the calls itself', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.route('http://localhost:3000/startup.js', (route) => route.abort('failed'));
  await page.goto('/locations/loc-1001-1/devices');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
});

test("a remote whose code runs before the host's libraries still uses the host's copies", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  // The session answers 250 ms late: the host's libraries wait for it (ADR 0044) while the settings
  // remote's entry and page code have arrived.
  await page.route('**/api/neighbors/session/verify', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.fulfill({ response });
  });
  await page.goto('/locations/loc-1001-1/events-summary?vsg-debug');
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(
    panel.getByRole('table', { name: 'Remotes' }).getByRole('row', { name: /^settings / }),
  ).toContainText(/ok, \d+ ms/);
  const singletons = panel.getByRole('table', { name: 'Shared singletons' });
  for (const library of ['react', 'react-dom', 'ui'])
    await expect(
      singletons
        .getByRole('row', { name: new RegExp(`^${library} `) })
        .getByRole('cell')
        .nth(1),
      library,
    ).toHaveText(/^\d+\.\d+\.\d+ \(host\)$/);
});

test('a remote whose server is down shows its error boundary while the other areas work', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
  await page.goto('/locations/loc-1007-1/events-summary');
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect(page.getByText('Sorry, something went wrong.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Control Center' })).toBeVisible();

  // The host's own pages and the other remotes still work.
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await page.goto('/onboarding/loc-1007-3');
  await expect(page.getByText('Enrolled Devices')).toBeVisible();

  // Once the remote is back, Retry loads it.
  await page.goto('/locations/loc-1007-1/events-summary');
  await expect(page.getByText('There was a problem')).toBeVisible();
  await page.unroute('http://localhost:3001/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
});

// The browser's own calls from its start-up on: the page rendered by the browser, session call first.
test.describe('rendered by the browser', () => {
  test.use({ renderedBy: 'browser' });

  test('every API request carries a fresh trace id, the content type and the CSRF token', async ({
    page,
    signInAs,
  }) => {
    const { csrfToken } = await signInAs('owner-complete');
    const apiRequests: Array<Record<string, string>> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.headers());
    });
    await page.goto('/locations/loc-1001-1/events-summary');
    await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();

    expect(apiRequests.length).toBeGreaterThan(4);
    for (const headers of apiRequests) {
      expect(headers['x-trace-id']).toBeTruthy();
      expect(headers['content-type']).toBe('application/json');
    }
    // The session call is what hands out the token; every call after it carries it.
    const afterSession = apiRequests.slice(1);
    for (const headers of afterSession) expect(headers['x-csrf-token']).toBe(csrfToken);
    const traceIds = apiRequests.map((headers) => headers['x-trace-id']);
    expect(new Set(traceIds).size).toBe(traceIds.length);
  });
});
