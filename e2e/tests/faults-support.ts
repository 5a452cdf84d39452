// Helpers of the fault suite (faults-*.spec.ts): the three failures every mutation must survive.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';

export interface Fault {
  name: string;
  apply: (route: Route) => Promise<void>;
}

/** An API error, a request that times out in the browser, and the network going away. */
export const FAULTS: readonly Fault[] = [
  {
    name: 'HTTP 500',
    apply: (route) => route.fulfill({ status: 500, json: { message: 'Injected fault: HTTP 500' } }),
  },
  { name: 'timeout', apply: (route) => route.abort('timedout') },
  { name: 'network loss', apply: (route) => route.abort('internetdisconnected') },
];

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The call's path (a glob or pattern) on the host's `/api`. */
  url: string | RegExp;
}

/**
 * Runs `attempt` once per fault while `call` fails with it (other methods on the same path pass),
 * and checks each attempt really reached the failing call. The call works again afterwards.
 */
export async function underEachFault(
  page: Page,
  call: ApiCall,
  attempt: (fault: Fault) => Promise<void>,
): Promise<void> {
  for (const fault of FAULTS) {
    await test.step(fault.name, async () => {
      let hits = 0;
      const handler = async (route: Route) => {
        if (route.request().method() !== call.method) return route.fallback();
        hits += 1;
        return fault.apply(route);
      };
      await page.route(call.url, handler);
      await attempt(fault);
      const failedCall = `${call.method} ${String(call.url)} failed with ${fault.name}`;
      // A read is retried once (shared-contracts' shouldRetryQuery): the retry must meet the fault
      // too, or it would land after the fault is lifted and recover on its own.
      const minimumHits = call.method === 'GET' ? 2 : 1;
      await expect.poll(() => hits, { message: failedCall }).toBeGreaterThanOrEqual(minimumHits);
      await page.unroute(call.url, handler);
    });
  }
}

/** Spec section 9: a toast lasts 2 seconds. */
const TOAST_DURATION_MS = 2_000;

/**
 * A toast with this title shows, then goes, so the next one is a new toast. It is dismissed; on a
 * busy machine it can reach its 2 seconds first and go by itself, so the tap is given that long. The
 * pointer and focus then leave it: a hovered or focused toast stays until they do, which would keep
 * it on screen if the tap had landed as it closed.
 */
export async function expectToast(page: Page, title: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  const dismiss = toast.getByRole('button', { name: 'Dismiss notification' });
  const tapped = await dismiss.click({ timeout: TOAST_DURATION_MS }).then(
    () => true,
    () => false,
  );
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(toast, tapped ? 'dismissed' : 'gone after its 2 seconds').toHaveCount(0);
}
