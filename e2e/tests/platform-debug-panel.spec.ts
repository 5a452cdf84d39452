import { hydrated } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

// The debug panel (ADR 0030), where the environment enables it (config/local.json), opened
// by ?vsg-debug or Alt+Shift+D, its code fetched only then; and its snapshot (ADR 0031).
const PAGE = '/locations/loc-1001-1/events-summary';
const PANEL_CHUNK = /\/chunks\/debug-panel\.[0-9a-f]+\.js$/;

test('the panel’s code loads only when a person opens it, by the keyboard or the address', async ({
  page,
  signInAs,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await signInAs('owner-complete');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  expect(fetched.filter((url) => PANEL_CHUNK.test(url))).toEqual([]);

  // The shortcut is the app's: a key pressed before it has hydrated its page is the browser's.
  await hydrated(page);
  await page.keyboard.press('Alt+Shift+D');
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(panel).toBeVisible();
  expect(fetched.filter((url) => PANEL_CHUNK.test(url))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.goto(`${PAGE}?vsg-debug`);
  await expect(panel).toBeVisible();
});

test('the panel shows what loaded, the shared singletons and where each flag came from', async ({
  page,
  context,
  signInAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs('owner-complete');
  await page.goto(`${PAGE}?vsg-debug`);
  const panel = page.getByRole('dialog', { name: 'Debug panel' });

  const settings = panel
    .getByRole('table', { name: 'Remotes' })
    .getByRole('row', { name: /^settings / });
  await expect(settings).toContainText('stable');
  await expect(settings).toContainText(/ok, \d+ ms/);
  const version = (await settings.getByRole('cell').nth(1).textContent()) ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  await expect(
    panel.getByRole('table', { name: 'Remotes' }).getByRole('row', { name: /^dashboard / }),
  ).toContainText('not loaded');

  const react = panel
    .getByRole('table', { name: 'Shared singletons' })
    .getByRole('row', { name: /^react / });
  await expect(react.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d+\.\d+ \(host\)$/);

  const flags = panel.getByRole('table', { name: 'Feature flags' });
  await expect(flags.getByRole('row', { name: /^next-private-guard / })).toBeVisible();

  await panel.getByRole('button', { name: 'Copy snapshot' }).click();
  await expect(page.getByText('Snapshot copied')).toBeVisible();
  const snapshot = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    route: string;
    environment: string;
    remotes: Record<string, string>;
  };
  expect(snapshot).toMatchObject({
    environment: 'local',
    route: PAGE,
    remotes: { settings: version },
  });
});
