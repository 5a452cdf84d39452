import { DESTINATIONS as DASHBOARD_DESTINATIONS } from 'remote-dashboard/destinations';
import { DESTINATIONS as ONBOARDING_DESTINATIONS } from 'remote-onboarding/destinations';
import { DESTINATIONS as SETTINGS_DESTINATIONS } from 'remote-settings/destinations';
import { DESTINATIONS as HOST_DESTINATIONS } from 'host/destinations';
import { decideReturnTo } from 'host/decide-return-to';
import { decideLocationEntry } from 'host/location-entry';
import {
  authorizationReturnUrl,
  authorizedReturnPath,
  continueSetupSearch,
  isContinueSetup,
  onboardingErrorMessage,
  RETURN_TO_SOURCES,
  returnToUrl,
} from 'shared-contracts/handoffs';
import { HOST_PATHS, matchRoutePattern } from 'shared-contracts/registry';
import { CONTINUE_DESTINATIONS } from 'shared-contracts/rules';
import {
  matchRoute,
  pagePath,
  targetOf,
  type PageRef,
  type PageTarget,
} from 'shared-contracts/routing';
import { buildCurrentLocation } from 'shared-contracts/testing';
import { PLATFORM_REGISTRY } from './platform-routes';

// Every page one area sends the user to is named by its remote and route id; here each one is
// placed with the real route tables, so a remote that renames or drops a page another area links
// to fails this test, which only this package may run with all of them.
const ID = 'loc 1/?#';
const ORIGIN = 'http://localhost:3000';

const TARGETS: [string, PageTarget][] = [
  ...HOST_DESTINATIONS.map((target): [string, PageTarget] => ['host', target]),
  ...SETTINGS_DESTINATIONS.map((target): [string, PageTarget] => ['remote-settings', target]),
  ...ONBOARDING_DESTINATIONS.map((target): [string, PageTarget] => ['remote-onboarding', target]),
  ...DASHBOARD_DESTINATIONS.map((target): [string, PageTarget] => ['remote-dashboard', target]),
  ...CONTINUE_DESTINATIONS.map((target): [string, PageTarget] => ['shared-contracts', target]),
];

/** The page's parameters, every one its path has, `locationId` with ID. */
function paramsFor(ref: Pick<PageRef, 'remote' | 'page'>): Record<string, string> {
  const page = PLATFORM_REGISTRY.remotes[ref.remote]?.pages.find(({ id }) => id === ref.page);
  const names = (page?.path ?? '').split('/').filter((part) => part.startsWith(':'));
  return Object.fromEntries(names.map((name) => [name.slice(1), ID]));
}

test.each(TARGETS.map(([area, target]) => [area, targetOf(target), target] as const))(
  '%s links to %o, which its remote serves',
  (_area, { remote, page }, target) => {
    const path = pagePath(PLATFORM_REGISTRY, target(paramsFor({ remote, page })));
    expect(path).not.toBeNull();
    // The page the registry places there is the one named.
    const match = matchRoute(PLATFORM_REGISTRY, { pathname: path ?? '', search: '' });
    expect([match.remote, match.page?.id]).toEqual([remote, page]);
  },
);

test("the host's /return_to decisions land on onboarding's pages, with the query they read", () => {
  const placed = RETURN_TO_SOURCES.flatMap((from) =>
    ['ineligible', 'success'].map((status) => {
      const decision = decideReturnTo(
        `?from=${from}&status=${status}&location_id=${encodeURIComponent(ID)}`,
        1,
      );
      return decision.kind === 'redirect' ? pagePath(PLATFORM_REGISTRY, decision.to) : null;
    }),
  );
  expect(placed).not.toContain(null);
  const urls = placed.map((path) => new URL(path ?? '', ORIGIN));
  for (const url of urls) {
    expect(matchRoute(PLATFORM_REGISTRY, url)).toMatchObject({
      remote: 'onboarding',
      locationId: ID,
    });
  }
  // The onboarding page reads each hand-off's query as the host wrote it.
  expect(urls.some((url) => onboardingErrorMessage(url.search) !== null)).toBe(true);
  expect(urls.some((url) => isContinueSetup(url.search))).toBe(true);
  expect(isContinueSetup(new URLSearchParams(continueSetupSearch()))).toBe(true);
});

test("the location selector's entries land on the remotes' pages", () => {
  const complete = buildCurrentLocation({ locationId: ID });
  const trial = { ...complete, freeTrialStatus: 'AVAILABLE' as const };
  const none = { ...complete, hasEntitlements: false };
  const entries = [
    decideLocationEntry({ locations: [complete], dashboardFlag: false }),
    decideLocationEntry({ locations: [trial, trial], dashboardFlag: false }),
    decideLocationEntry({ locations: [none, none], dashboardFlag: false }),
    decideLocationEntry({ locations: [complete, complete], dashboardFlag: true }),
  ];
  for (const entry of entries) {
    expect(entry.kind === 'choose' ? null : pagePath(PLATFORM_REGISTRY, entry.to)).not.toBeNull();
  }
});

test('the URLs the remotes build for the host land on its own pages', () => {
  const hostPage = (url: string) => new URL(url, ORIGIN).pathname;
  for (const from of RETURN_TO_SOURCES) {
    expect(hostPage(returnToUrl({ from, userId: 1, locationId: ID }, ORIGIN))).toBe(
      HOST_PATHS.returnTo,
    );
  }
  expect(hostPage(authorizationReturnUrl(ORIGIN, { success: true, locationId: ID }))).toBe(
    HOST_PATHS.onboard,
  );
  // The authorization's return path is an onboarding page's, marked as authorized.
  const setupComplete = pagePath(PLATFORM_REGISTRY, {
    kind: 'page-ref',
    remote: 'onboarding',
    page: 'setup-complete',
    params: { locationId: ID },
  });
  const back = new URL(authorizedReturnPath(setupComplete ?? ''), ORIGIN);
  expect(matchRoute(PLATFORM_REGISTRY, back).page?.id).toBe('setup-complete');
});

test('the check can fail: a page no remote serves is not placed', () => {
  expect(
    pagePath(PLATFORM_REGISTRY, { kind: 'page-ref', remote: 'onboarding', page: 'no-such-step' }),
  ).toBeNull();
  expect(
    pagePath(PLATFORM_REGISTRY, { kind: 'page-ref', remote: 'nowhere', page: 'dashboard' }),
  ).toBeNull();
  expect(matchRoutePattern('/return_to', '/return-to')).toBeNull();
});
