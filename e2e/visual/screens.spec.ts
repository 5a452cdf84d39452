import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { layoutProblems } from '../fixtures/layout-checks';
import type { Persona } from '../fixtures/sandbox';
import { HOST, SCREEN_GROUPS, settle, type Route } from '../tests/screens';
import {
  DESKTOP,
  PHONE,
  TABLET,
  expect,
  expectScreen,
  inWebview,
  loaded,
  shotName,
  test,
  withoutPlatform,
} from './support';

// Every route of spec section 2.1 (tests/screens.ts), once per context: at 360 px in the mobile
// app's webview, where the same visit also checks the layout without pixels (nothing wider than the
// phone, no text over other text, 44 px tap targets, 12 px text); and on the desktop at 1366 px,
// resized to 768 px for the pages whose layout changes there, where the same visit also scans the
// page with axe. A route that redirects is shot and scanned where it lands, once per group.

type Group = { persona: Persona; routes: Route[] };

/**
 * The sign-out route ends on the provider's sign-in page (the sandbox's stand-in), which is not the
 * product's screen: it has no baseline and no layout check, but axe scans it where it lands.
 */
const isProductScreen = ({ path }: Route) => path !== '/signout';

const GROUPS: Group[] = [
  ...SCREEN_GROUPS,
  {
    // A location over its event threshold: the disabled Guard Monitoring section with its notice.
    persona: 'overages-exceeded',
    routes: [
      {
        path: '/locations/loc-1010-1/events-summary',
        shows: 'Guard monitoring will resume when you opt in or when your billing cycle renews.',
      },
    ],
  },
];

/** Pages whose layout changes at 768 px (spec section 9's `md`): shot at that width too. */
const CHANGES_AT_768 = [
  /^\/locations\/[^/]+\/(events-summary|devices|alerts|private-guard|trial-management)/,
  /^\/locations$/,
  /^\/dashboard$/,
  /^\/onboarding\/[^/]+$/,
  /^\/locations\/[^/]+\/free-trial$/,
];

/** What a page needs before a full-page shot shows it whole (a full-page shot does not scroll). */
const BEFORE_SHOT: Record<string, (page: Page) => Promise<void>> = {
  // The weekly charts render once they come near the viewport.
  '/dashboard': async (page) => {
    await page.getByRole('heading', { name: 'Weekly activity' }).scrollIntoViewIfNeeded();
    for (const chart of ['Events per week', 'Emergencies per week']) {
      await expect(page.getByRole('group', { name: `${chart}, last 8 weeks` })).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  },
};

/** Opens `path`, waits until it shows `shows` and settles; answers where it landed. */
async function visit(
  page: Page,
  { path, url = path, shows }: Route,
  opened: string,
): Promise<string> {
  await page.goto(opened);
  await expect(page.getByText(shows).first(), path).toBeVisible();
  await loaded(page);
  await settle(page);
  const landed = withoutPlatform(page.url());
  if (typeof url === 'string') expect(landed, path).toBe(withoutPlatform(`${HOST}${url}`));
  else expect(landed, path).toMatch(url);
  await BEFORE_SHOT[new URL(landed).pathname]?.(page);
  return landed;
}

/** A route as the steps' output lists it: its path, and where it landed when it redirected. */
function described({ path }: Route, landed: string): string {
  return landed === withoutPlatform(`${HOST}${path}`) ? path : `${path} → ${landed}`;
}

/**
 * The trial's days left are counted from the clock, which these tests freeze in the browser but
 * not in the host's server: that persona's pages are shot as the browser renders them.
 */
const renderedByFor = (persona: string) => (persona === 'trial-active' ? 'browser' : 'server');

test.describe('360 px in the webview', () => {
  test.use(PHONE);
  for (const group of GROUPS) {
    const { persona } = group;
    const routes = group.routes.filter(isProductScreen);

    test.describe(() => {
      test.use({ renderedBy: renderedByFor(persona) });

      test(`${persona}: ${routes.length} screens fit a 360 px phone and match their baselines`, async ({
        page,
        signInAs,
      }) => {
        test.setTimeout(30_000 + routes.length * 8_000);
        await signInAs(persona);
        const checked: string[] = [];
        const found: Record<string, string[]> = {};
        const shot = new Set<string>();
        for (const [index, route] of routes.entries()) {
          // The first page opens the webview session; the host keeps it for the others.
          const landed = await visit(page, route, index === 0 ? inWebview(route.path) : route.path);
          const where = described(route, landed);
          checked.push(where);
          const problems = await layoutProblems(page);
          if (problems.length > 0) found[where] = problems;
          if (!shot.has(landed)) {
            shot.add(landed);
            await expectScreen(page, ['360', persona], shotName(landed));
          }
        }
        console.log(
          `layout checked at 360 px as ${persona}:\n${checked.map((w) => `  ${w}`).join('\n')}`,
        );
        expect(checked).toHaveLength(routes.length);
        expect(found).toEqual({});
      });
    });
  }
});

test.describe('desktop, 1366 px and 768 px', () => {
  test.use({ viewport: DESKTOP });
  for (const { persona, routes } of GROUPS) {
    test.describe(() => {
      test.use({ renderedBy: renderedByFor(persona) });

      test(`${persona}: ${routes.length} routes match their baselines on the desktop and pass axe`, async ({
        page,
        signInAs,
      }) => {
        test.setTimeout(30_000 + routes.length * 10_000);
        await signInAs(persona);
        const scanned: string[] = [];
        const found: Record<string, string[]> = {};
        const seen = new Set<string>();
        for (const route of routes) {
          const landed = await visit(page, route, route.path);
          const where = described(route, landed);
          scanned.push(where);
          test.info().annotations.push({ type: 'axe scanned', description: where });
          if (seen.has(landed)) continue;
          seen.add(landed);
          if (isProductScreen(route)) {
            await expectScreen(page, ['1366', persona], shotName(landed));
            if (CHANGES_AT_768.some((pattern) => pattern.test(new URL(landed).pathname))) {
              // The same page, narrower: no reload, so the visit is not repeated.
              await page.setViewportSize(TABLET);
              await settle(page);
              await expectScreen(page, ['768', persona], shotName(landed));
              await page.setViewportSize(DESKTOP);
              await settle(page);
            }
          }
          // No serious or critical violation. Measured on the settled page, and again if that found
          // something, so that only a violation that persists fails (a fading element has a partial
          // contrast).
          let violations = await seriousViolations(page);
          if (violations.length > 0) {
            await settle(page);
            violations = await seriousViolations(page);
          }
          if (violations.length > 0) found[where] = violations;
        }
        // The step's output names every route axe covered, and where it scanned it.
        console.log(`axe scanned as ${persona}:\n${scanned.map((w) => `  ${w}`).join('\n')}`);
        expect(scanned).toHaveLength(routes.length);
        expect(found).toEqual({});
      });
    });
  }
});
