import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { hydrated } from '../fixtures/hydration';

// The small-business dashboard's locations table with sandbox-api's 2,000-location persona:
// filter by card, search, sort.

const TOTAL = 2000;

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Locations' });
}

/** Body rows in the DOM (the virtual list renders only those near the view). */
function bodyRows(page: Page): Locator {
  return table(page).locator('tbody tr[aria-rowindex]');
}

/** The text of one column (1-based, after the selection column) in the rendered rows. */
async function column(page: Page, index: number): Promise<string[]> {
  return bodyRows(page).evaluateAll(
    (rows, cell) => rows.map((row) => row.querySelectorAll('td')[cell]?.textContent ?? ''),
    index,
  );
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  // Scrolled before it hydrates, the server's table would not be virtual yet.
  await hydrated(page);
}

/** The table's order: lower-cased, by code unit. */
const byText = (a: string, b: string) => {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The count a status-card button shows after its label ("Paused 67"). */
function countOf(text: string | null): number {
  const match = text?.match(/ (\d+)$/);
  if (!match?.[1]) throw new Error(`no count in ${text}`);
  return Number(match[1]);
}

test('clicking a card filters the table; clicking the selected card clears the filter', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await openDashboard(page);

  const paused = page.getByRole('button', { name: /^Paused \d+$/ });
  const pausedCount = countOf(await paused.textContent());
  expect(pausedCount).toBeGreaterThan(0);
  await paused.click();
  await expect(paused).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Showing ${pausedCount} of ${TOTAL}`)).toBeVisible();
  expect(new Set(await column(page, 5))).toEqual(new Set(['Paused']));

  const incomplete = page.getByRole('button', { name: /^Incomplete \d+$/ });
  const incompleteCount = countOf(await incomplete.textContent());
  await incomplete.click();
  await expect(paused).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`Showing ${incompleteCount} of ${TOTAL}`)).toBeVisible();
  expect(new Set(await column(page, 4))).toEqual(new Set(['Incomplete']));

  await incomplete.click();
  await expect(incomplete).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeVisible();
});

test('pressing a card and clearing the filter insert no CSS rule, so the page is not restyled', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await openDashboard(page);
  // Every part of the page in: the events and both charts' totals insert styles of their own.
  await expect(page.getByText(/events loaded$/)).toBeVisible();
  await expect(page.getByText(/in the last 8 weeks$/)).toHaveCount(2);
  // The rules of the page's style sheets (a sheet of another origin cannot be read, and has none
  // of the styles the dashboard's components insert).
  const rules = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).map((sheet) => {
        try {
          return Array.from(sheet.cssRules, (rule) => rule.cssText);
        } catch {
          return [];
        }
      }),
    );
  const before = await rules();
  expect(before.flat().length).toBeGreaterThan(0);

  const paused = page.getByRole('button', { name: /^Paused \d+$/ });
  await paused.click();
  await expect(paused).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(paused).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Clear filter' })).toBeHidden();
  expect(await rules()).toEqual(before);
});

test('the search narrows the table to matching names, addresses and cities', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await openDashboard(page);

  await page.getByLabel('Search locations').fill('seattle gym');
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeHidden();
  const shown = page.getByText(/^Showing \d+ of 2000$/);
  const count = Number((await shown.textContent())?.match(/^Showing (\d+)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(TOTAL);
  const names = await column(page, 1);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^Seattle Gym \d{4}$/);
  // Only the rows near the view are in the DOM.
  expect(await table(page).locator('tbody tr').count()).toBeLessThan(100);

  await page.getByLabel('Search locations').fill('no such location');
  await expect(page.getByText('No locations found.')).toBeVisible();
  await page.getByLabel('Search locations').fill('');
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeVisible();
});

test('column headers sort the table both ways', async ({ page, signInAs }) => {
  await signInAs('smb-owner');
  await openDashboard(page);
  const header = (name: string) => table(page).getByRole('columnheader', { name });

  await expect(header('Location')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await column(page, 1);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort(byText));

  await table(page).getByRole('button', { name: 'Location' }).click();
  await expect(header('Location')).toHaveAttribute('aria-sort', 'descending');
  const descending = await column(page, 1);
  expect(byText(descending[0] ?? '', ascending[0] ?? '')).toBeGreaterThan(0);
  expect(descending).toEqual([...descending].sort((a, b) => byText(b, a)));

  await table(page).getByRole('button', { name: 'Eligibility' }).click();
  await expect(header('Eligibility')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Location')).toHaveAttribute('aria-sort', 'none');
  expect(new Set(await column(page, 6))).toEqual(new Set(['Eligible']));
  await table(page).getByRole('button', { name: 'Eligibility' }).click();
  await expect(header('Eligibility')).toHaveAttribute('aria-sort', 'descending');
  const descendingEligibility = await column(page, 6);
  expect(descendingEligibility.length).toBeGreaterThan(0);
  expect(new Set(descendingEligibility)).not.toContain('Eligible');
});

test('a fling shows placeholder rows and the real rows come back where it stopped', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await openDashboard(page);
  const scroller = table(page).locator('xpath=ancestor::*[@data-virtuoso-scroller]');

  /**
   * Scrolls at `speed` px a second, a step each animation frame, for `ms` or until placeholders show
   * (`untilPlaceholders`); whether they showed. By time, not by frame: on a busy machine frames come
   * later, and the same steps would be a slower scroll. A busy machine also samples the speed later,
   * so a fling runs until its placeholders show rather than for a fixed time that may end first.
   */
  const scrollAt = (speed: number, ms: number, untilPlaceholders = false) =>
    scroller.evaluate(
      async (element, { speed, ms, untilPlaceholders }) => {
        let placeholders = false;
        const start = performance.now();
        let last = start;
        while (last - start < ms && !(untilPlaceholders && placeholders)) {
          const now = performance.now();
          element.scrollTop += Math.max(1, (speed * (now - last)) / 1000);
          last = now;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          placeholders ||= element.querySelector('tr[data-seeking]') !== null;
        }
        return { placeholders, scrollTop: element.scrollTop };
      },
      { speed, ms, untilPlaceholders },
    );

  // Reading speed (2,400 px a second): the real rows all the way.
  const reading = await scrollAt(2_400, 700);
  expect(reading.placeholders).toBe(false);

  // A fling (120,000 px a second, twice the speed at which placeholders show): placeholders, hidden
  // from assistive technology. At most 700 ms: the list's 90,000 px end further on.
  const fling = await scrollAt(120_000, 700, true);
  expect(fling.placeholders).toBe(true);

  // Stopped: the rows at the stop, with their text, and no placeholder left.
  await expect(table(page).locator('tr[data-seeking]')).toHaveCount(0);
  const firstShown = Number(await bodyRows(page).first().getAttribute('aria-rowindex')) - 2;
  // Rows are ROW_HEIGHT_PX (locations-table.tsx) tall.
  expect(Math.abs(firstShown - Math.floor(fling.scrollTop / 45))).toBeLessThanOrEqual(2);
  const shownNames = await column(page, 1);
  expect(shownNames.length).toBeGreaterThan(0);
  expect(shownNames.every((name) => name.length > 0)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the table is a list of rows with the same search, sort, selection and virtual list', async ({
    page,
    signInAs,
  }) => {
    await signInAs('smb-owner');
    await page.goto('/dashboard?platform=ios');
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeVisible();
    const first = bodyRows(page).first();
    await expect(first).toBeVisible();
    // A scroll is not a tap the page holds until it is hydrated: it waits for the hydration.
    await hydrated(page);
    const scroller = table(page).locator('xpath=ancestor::*[@data-virtuoso-scroller]');
    await scroller.scrollIntoViewIfNeeded();

    // Nothing of a row lies beyond the list's box: the list scrolls down only, every row fits its
    // width, and every cell of a row in view starts inside it (a long one ends in an ellipsis).
    const fit = await scroller.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const rows = [...element.querySelectorAll('tbody tr[aria-rowindex]')];
      const cells = rows.flatMap((row) =>
        [...row.querySelectorAll('td')].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { text: cell.textContent ?? '', left: range.getBoundingClientRect().left };
        }),
      );
      return {
        sideways: element.scrollWidth - element.clientWidth,
        rowsWider: rows.filter((row) => row.getBoundingClientRect().right > box.right + 0.5).length,
        unmarked: rows.filter((row) => getComputedStyle(row).textOverflow !== 'ellipsis').length,
        outside: cells.filter((cell) => cell.text !== '' && cell.left >= box.right - 8),
      };
    });
    expect(fit).toEqual({ sideways: 0, rowsWider: 0, unmarked: 0, outside: [] });
    await expect(first.getByRole('cell').nth(1)).toBeInViewport();

    // Sort: the header's buttons, in a strip.
    const header = (name: string) => table(page).getByRole('columnheader', { name });
    await table(page).getByRole('button', { name: 'Location' }).tap();
    await expect(header('Location')).toHaveAttribute('aria-sort', 'descending');
    const descending = await column(page, 1);
    expect(descending).toEqual([...descending].sort((a, b) => byText(b, a)));
    await table(page).getByRole('button', { name: 'Eligibility' }).tap();
    await expect(header('Eligibility')).toHaveAttribute('aria-sort', 'ascending');

    // Search.
    await page.getByLabel('Search locations').fill('seattle gym');
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeHidden();
    const names = await column(page, 1);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Seattle Gym \d{4}$/);
    await page.getByLabel('Search locations').fill('');
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL}`)).toBeVisible();

    // Selection: a tap on the row selects its location.
    const [name] = await column(page, 1);
    await bodyRows(page).first().tap();
    await expect(page.getByRole('radio', { name: `Select ${name ?? ''}` })).toBeChecked();

    // The virtual list: a few rows in the DOM however far it scrolls.
    const mostRows = await scroller.evaluate(async (element) => {
      let most = 0;
      for (let step = 0; step < 60; step++) {
        element.scrollTop += 400;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        most = Math.max(most, element.querySelectorAll('tbody tr').length);
      }
      return most;
    });
    expect(mostRows).toBeGreaterThan(0);
    expect(mostRows).toBeLessThanOrEqual(8);
    await expect(bodyRows(page).first()).not.toHaveAttribute('aria-rowindex', '2');
  });
});
