import { createApiClient, createQueryClient } from 'shared-contracts/api';
import type { VsgReason } from 'shared-contracts/entities';
import type { LoaderContext, LoaderRedirect } from 'shared-contracts/routing';
import {
  buildSubscription,
  buildVsgStatus,
  expectErrorReportsNamed,
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  requestsOf,
  setupApiServer,
  type ApiFixture,
} from 'shared-contracts/testing';
import { DASHBOARD, FREE_TRIAL, ONBOARDING_INTRODUCTION } from '../../shared/lib/destinations';
import { settingsGuard } from './settings-guard';

const api = setupApiServer();
const expectReports = expectErrorReportsNamed();

interface GuardCase {
  fixture?: Partial<ApiFixture>;
  reason?: VsgReason;
  flags?: Record<string, boolean>;
  isOwner?: boolean;
}

/** Runs the guard as the host does on entry to a location's settings, against the fake API. */
async function guard(options: GuardCase = {}): Promise<{
  redirect: LoaderRedirect | undefined;
  fixture: ApiFixture;
}> {
  const fixture = api.use({
    ...(options.reason
      ? {
          vsgStatus: {
            [FIXTURE_LOCATION_ID]: buildVsgStatus({
              status: 'INACTIVE',
              monitoring: 'INACTIVE',
              details: { reasons: [options.reason] },
            }),
          },
        }
      : {}),
    ...options.fixture,
  });
  // In Node, as the host's server runs it: its own client, no page.
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const context: LoaderContext = {
    params: { locationId: FIXTURE_LOCATION_ID },
    userId: FIXTURE_USER_ID,
    ownerId: FIXTURE_USER_ID,
    isOwner: options.isOwner ?? true,
    flags: options.flags ?? {},
    api: client,
    queryClient: createQueryClient({ api: client }),
  };
  return { redirect: await settingsGuard(context), fixture };
}

const redirectTo = (to: unknown) => ({ kind: 'redirect', to });
const location = { locationId: FIXTURE_LOCATION_ID };

test('an entitled, set-up location opens its settings', async () => {
  expect((await guard()).redirect).toBeUndefined();
});

test('a free trial available goes to the trial start', async () => {
  const subscriptions = {
    [FIXTURE_LOCATION_ID]: buildSubscription({ freeTrialStatus: 'AVAILABLE' }),
  };
  expect((await guard({ fixture: { subscriptions } })).redirect).toEqual(
    redirectTo(FREE_TRIAL(location)),
  );
});

test('no entitlements: exit, or the dashboard with the small-business flag', async () => {
  const subscriptions = {};
  expect((await guard({ fixture: { subscriptions } })).redirect).toEqual({ kind: 'exit' });
  expect(
    (await guard({ fixture: { subscriptions }, flags: { 'next-dashboard-smb-customers': true } }))
      .redirect,
  ).toEqual(redirectTo(DASHBOARD()));
  expectReports(
    'There was an error getting the subscription (http 404)',
    'There was an error getting the subscription (http 404)',
  );
});

test('a VSG state INCOMPLETE goes to onboarding', async () => {
  expect((await guard({ reason: 'INCOMPLETE' })).redirect).toEqual(
    redirectTo(ONBOARDING_INTRODUCTION(location)),
  );
});

test("SETUP_INCOMPLETE stays in the settings: they show 'Complete Setup'", async () => {
  expect((await guard({ reason: 'SETUP_INCOMPLETE' })).redirect).toBeUndefined();
});

test('the VSG state is read fresh on entry, beside the subscription', async () => {
  const { fixture } = await guard();
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(1);
  expect(requestsOf(fixture, 'getSubscription')).toHaveLength(1);
});

test('a VSG state that cannot be read lets the settings open: they show it', async () => {
  expect((await guard({ fixture: { failures: { getVsgStatus: 500 } } })).redirect).toBeUndefined();
  // Read twice: a query retries once on a 5xx.
  expectReports(
    'There was an error getting the guard status (http 500)',
    'There was an error getting the guard status (http 500)',
  );
});

test("a shared location's subscription is never read: no entitlements, so the guard leaves", async () => {
  const { redirect, fixture } = await guard({ isOwner: false });
  expect(redirect).toEqual({ kind: 'exit' });
  expect(requestsOf(fixture, 'getSubscription')).toHaveLength(0);
});

test('without the location in the user’s list nothing is decided: the host shows the problem', async () => {
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const fixture = api.use();
  const redirect = await settingsGuard({
    params: { locationId: 'elsewhere' },
    userId: FIXTURE_USER_ID,
    ownerId: null,
    isOwner: false,
    flags: {},
    api: client,
    queryClient: createQueryClient({ api: client }),
  });
  expect(redirect).toBeUndefined();
  expect(fixture.requests).toEqual([]);
});
