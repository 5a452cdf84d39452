import { storedTelemetry } from '../fixtures/telemetry';
import { expect, test } from '../fixtures/test';

// Field telemetry (ADR 0020): the `web-vitals` library, loaded once the page is idle (ADR 0058),
// gives the telemetry receivers a page's LCP, INP and CLS as the page is left, attributed to the
// remote and version that rendered it.
const PAGE = '/locations/loc-1001-1/events-summary';

test('a page’s LCP, INP and CLS reach the receiver, named with the release that rendered it', async ({
  page,
  signInAs,
}) => {
  const started = Date.now();
  await signInAs('owner-complete');
  // The library loads once the page is idle (ADR 0058): a page left before that reports no vitals,
  // so this person stays until it has come (on a busy machine that can be after the click below).
  const library = page.waitForResponse((response) =>
    /\/chunks\/web-vitals\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto(PAGE);
  const heading = page.getByRole('heading', { name: 'Guard Event Summary' });
  await expect(heading).toBeVisible();
  await (await library).finished();
  // An interaction that changes nothing: INP has one to measure.
  await heading.click();
  // The browser times an interaction at the first paint after it, and only then has an entry for
  // it: leaving in the same instant, as no person does, would leave the click unmeasured.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.goto('about:blank');

  const vitals = () =>
    storedTelemetry(started).flatMap((record) =>
      record.name === 'web_vital' && record.route === PAGE
        ? [{ vital: record.vital, remote: record.release?.remote, positive: record.value > 0 }]
        : [],
    );
  await expect
    .poll(() =>
      vitals()
        .map(({ vital }) => vital)
        .sort(),
    )
    .toEqual(expect.arrayContaining(['CLS', 'INP', 'LCP']));
  expect(vitals().filter(({ remote }) => remote !== 'settings')).toEqual([]);
  expect(vitals().find(({ vital }) => vital === 'LCP')?.positive).toBe(true);
});
