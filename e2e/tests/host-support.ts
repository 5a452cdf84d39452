import type { Page } from '@playwright/test';

/** Shared by the host-*.spec.ts journeys. */
export const HOST = 'http://localhost:3000';

/**
 * Keeps the remotes from loading: a journey that checks where the host sends the user asserts on
 * the host's decision, whatever the remote's own routes do with the path.
 */
export async function blockRemotes(page: Page) {
  await page.route(/^http:\/\/localhost:300[123]\//, (route) => route.abort('blockedbyclient'));
}

/** Answers a user's feature flags with exactly these (as the provider's feature service would). */
export async function answerUserFlags(page: Page, userId: number, flags: Record<string, boolean>) {
  await page.route(`**/api/features?principalDomain=Neighbor&principal=${userId}`, (route) =>
    route.fulfill({
      json: Object.fromEntries(Object.entries(flags).map(([name, enabled]) => [name, { enabled }])),
    }),
  );
}

/**
 * Counts the page's subscription reads in the page itself (wrapping fetch before the app loads), so
 * the count is what the app has in flight, not what the browser's connection pool lets through.
 */
export async function countSubscriptionReads(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const reads = { inFlight: 0, peak: 0, total: 0 };
    Reflect.set(window, '__subscriptionReads', reads);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!new URL(url, window.location.href).pathname.startsWith('/api/subscription/')) {
        return original(input, init);
      }
      reads.inFlight += 1;
      reads.total += 1;
      reads.peak = Math.max(reads.peak, reads.inFlight);
      try {
        return await original(input, init);
      } finally {
        reads.inFlight -= 1;
      }
    };
  });
  const read = (key: 'peak' | 'total') =>
    page.evaluate(
      (name) => Number(Reflect.get(Reflect.get(window, '__subscriptionReads'), name)),
      key,
    );
  return { peak: () => read('peak'), total: () => read('total') };
}
