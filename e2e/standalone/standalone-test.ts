import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { sandbox, useWorkerNamespace, type Persona } from '../fixtures/sandbox';
import type { RoutePage } from './route-pages';
import { REMOTES, SANDBOX_URL, type RemoteName } from './servers';

export interface Standalone {
  /** Signs in as the persona on this check's sandbox-api and opens the path on the remote alone. */
  open(remote: RemoteName, persona: Persona, path: string): Promise<void>;
  /**
   * The page shows `content` at `pathname` on the remote's origin, and still does once the network
   * is quiet (guards act on answers that arrive later: the reported bug left at once, another could
   * leave late); it never navigated to another origin and nothing was logged as an error.
   */
  expectSettled(remote: RemoteName, content: Locator, pathname: string): Promise<void>;
}

// Statistics are sent with keepalive and nothing waits for them; Chromium may report them late.
const awaited = (url: string) => !new URL(url).pathname.startsWith('/api/stats/');

/** Resolves once no request the page waits for has been in flight for `quietMs`. */
async function networkQuiet(page: Page, inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    // A poll of the requests in flight, not a wait for the page: quiet is measured, not assumed.
    // eslint-disable-next-line playwright/no-wait-for-timeout
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
  }
}

function watch(page: Page) {
  const errors: string[] = [];
  const navigations: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (awaited(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { errors, navigations, inFlight: () => pending.size };
}

/**
 * Every test starts from the seed of its worker's sandbox-api namespace, with the page's console and
 * navigations watched.
 */
export const test = base.extend<{ standalone: Standalone }>({
  standalone: async ({ page, context }, use, testInfo) => {
    await useWorkerNamespace(context, testInfo.parallelIndex);
    const api = sandbox(context.request, SANDBOX_URL);
    await api.reset();
    const seen = watch(page);
    await use({
      async open(remote, persona, path) {
        await api.signIn(persona);
        await page.goto(`${REMOTES[remote]}${path}`);
      },
      async expectSettled(remote, content, pathname) {
        const origin = REMOTES[remote];
        await expect(content).toBeVisible();
        await networkQuiet(page, seen.inFlight);
        await expect(content).toBeVisible();
        expect(page.url()).toBe(`${origin}${pathname}`);
        expect(seen.navigations.filter((url) => new URL(url).origin !== origin)).toEqual([]);
        expect(seen.errors).toEqual([]);
      },
    });
  },
});

/** A test per page of a remote's route table. */
export function testRoutePages(remote: RemoteName, pages: readonly RoutePage[]): void {
  for (const { path, persona, heading, settlesAt = path } of pages) {
    test(`${path} renders "${heading}" for ${persona}`, async ({ page, standalone }) => {
      await standalone.open(remote, persona, path);
      const title = page.getByRole('heading', { name: heading, level: 1 });
      await standalone.expectSettled(remote, title, settlesAt);
    });
  }
}

export { expect };
