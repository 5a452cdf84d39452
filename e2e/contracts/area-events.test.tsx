import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useAreaEvents } from 'host/area-events';
import { SignoutPage } from 'host/signout-page';
import { readGuardDraft, writeGuardDraft } from 'remote-settings/guard-draft';
import { listenToPageEvents } from 'remote-settings/page-events';
import { useSetEnrollment } from 'remote-settings/use-set-enrollment';
import { useSetPaused } from 'remote-settings/use-set-paused';
import { useCancelTrial } from 'remote-settings/use-cancel-trial';
import { useBulkEnrollment } from 'remote-onboarding/use-bulk-enrollment';
import { finishOnboarding } from 'remote-onboarding/finish-onboarding';

import {
  locationsQuery,
  locationsQueryKey,
  subscriptionQuery,
  subscriptionQueryKey,
  useApiClient,
  userStatusQuery,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import type { Location } from 'shared-contracts/entities';
import {
  FIXTURE_LOCATION_ID as LOCATION_ID,
  FIXTURE_USER_ID as USER_ID,
  buildDevice,
  buildLocation,
  buildSubscription,
  buildUserLocationStatus,
  createFakePlatform,
  setupApiServer,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';

// Each event of the page's bus, from the area that publishes it to the area that acts on it: the
// publisher's real hook or page, the consumer's real listener, the shared fake API between them.
const api = setupApiServer();
const OWNER_ID = USER_ID;

/** The host's side (its listener, as HostPlatform mounts it) and what a user status reader shows. */
function Host({ locationId = LOCATION_ID }: { locationId?: string | null }) {
  useAreaEvents(USER_ID, locationId);
  const status = useQuery(userStatusQuery(USER_ID));
  const mine = status.data?.locations.find((entry) => entry.locationId === LOCATION_ID);
  return <p>Status: {mine ? mine.monitoringReason : 'loading'}</p>;
}

function PauseSwitch() {
  const setPaused = useSetPaused({ ownerId: OWNER_ID, locationId: LOCATION_ID });
  return (
    <button type="button" onClick={() => setPaused.mutate(true)}>
      Pause
    </button>
  );
}

test('pause changed: settings pauses, the host refetches the statuses and shows it paused', async () => {
  api.use();
  const { user } = renderWithProviders(
    <>
      <Host />
      <PauseSwitch />
    </>,
  );
  expect(await screen.findByText('Status: ACTIVE')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(await screen.findByText('Status: PAUSED')).toBeVisible();
});

function EnrollSwitch() {
  const { setEnrollment } = useSetEnrollment({ ownerId: OWNER_ID, locationId: LOCATION_ID });
  return (
    <button type="button" onClick={() => setEnrollment(buildDevice({ doorbotId: 7 }), true)}>
      Enroll
    </button>
  );
}

function BulkEnroll() {
  const bulk = useBulkEnrollment({ ownerId: OWNER_ID, locationId: LOCATION_ID });
  const devices = [buildDevice({ doorbotId: 7 })];
  return (
    <button type="button" onClick={() => bulk.mutate({ devices, enrolledIds: new Set([7]) })}>
      Enroll all
    </button>
  );
}

test.each([
  ['settings devices', 'Enroll', <EnrollSwitch key="settings" />],
  ['onboarding bulk enrollment', 'Enroll all', <BulkEnroll key="onboarding" />],
])(
  'enrollment changed from %s: the host refetches the statuses the service derived',
  async (_area, label, control) => {
    const fixture = api.use({
      devices: [buildDevice({ doorbotId: 7 })],
      userStatus: [
        buildUserLocationStatus({ locationId: LOCATION_ID, monitoringReason: 'INELIGIBLE' }),
      ],
    });
    const { user } = renderWithProviders(
      <>
        <Host />
        {control}
      </>,
    );
    expect(await screen.findByText('Status: INELIGIBLE')).toBeVisible();
    // The service derives the statuses from the enrolled devices; the fake is told what it would say.
    fixture.userStatus = [
      buildUserLocationStatus({ locationId: LOCATION_ID, monitoringReason: 'ACTIVE' }),
    ];
    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('Status: ACTIVE')).toBeVisible();
  },
);

/** What the host's location context reads: the location's onboarding status in the list. */
function HostLocations() {
  useAreaEvents(USER_ID, LOCATION_ID);
  const locations = useQuery(locationsQuery(USER_ID));
  const mine = locations.data?.find((entry) => entry.locationId === LOCATION_ID);
  return <p>Setup: {mine ? mine.onboardStatus : 'loading'}</p>;
}

function FinishButton() {
  const platform = usePlatform();
  const apiClient = useApiClient();
  const finish = () =>
    finishOnboarding({
      api: apiClient,
      platform,
      userId: USER_ID,
      ownerId: OWNER_ID,
      locationId: LOCATION_ID,
      step: 'setup-complete',
    });
  return (
    <button type="button" onClick={() => void finish()}>
      Finish
    </button>
  );
}

test('enrollment changed from a finished onboarding: the host has refetched the location list before the finished setup shows', async () => {
  api.use({ locations: [buildLocation({ onboardStatus: 'incomplete' })] });
  // What the cache says of the location when onboarding moves on to the finished setup.
  const statusAtNavigation: (string | undefined)[] = [];
  const fake = createFakePlatform();
  const view = renderWithProviders(
    <>
      <HostLocations />
      <FinishButton />
    </>,
    {
      platform: {
        ...fake,
        navigate: (to, options) => {
          const locations = view.queryClient.getQueryData<Location[]>(locationsQueryKey(USER_ID));
          statusAtNavigation.push(locations?.[0]?.onboardStatus);
          fake.navigate(to, options);
        },
      },
    },
  );
  expect(await screen.findByText('Setup: incomplete')).toBeVisible();
  await view.user.click(screen.getByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Setup: complete')).toBeVisible();
  await waitFor(() =>
    expect(fake.calls.navigate.map((call) => call.to)).toEqual([
      `/onboarding/${LOCATION_ID}/setup-complete`,
    ]),
  );
  expect(statusAtNavigation).toEqual(['complete']);
});

/** The host's subscription of the location in context, as its location context reads it. */
function HostSubscription({ label }: { label: string }) {
  const subscription = useQuery(subscriptionQuery(OWNER_ID, LOCATION_ID));
  return (
    <p>
      {label}: {subscription.data?.freeTrialStatus ?? 'loading'}
    </p>
  );
}

function CancelTrialButton() {
  const cancel = useCancelTrial({ ownerId: OWNER_ID, locationId: LOCATION_ID });
  return (
    <button type="button" onClick={() => cancel.mutate()}>
      Cancel trial
    </button>
  );
}

function HostAfterCancel({ nextReader }: { nextReader: boolean }) {
  useAreaEvents(USER_ID, LOCATION_ID);
  return (
    <>
      <HostSubscription label="Guard reads" />
      <CancelTrialButton />
      {nextReader ? <HostSubscription label="Next page reads" /> : null}
    </>
  );
}

test('subscription changed: settings cancels the trial, the host marks it stale without refetching; the next reader sees it cancelled', async () => {
  const startedAt = Math.floor(Date.now() / 1000);
  api.use({
    subscriptions: {
      [LOCATION_ID]: buildSubscription({
        freeTrialStatus: 'ACTIVE',
        freeTrialStartedTimestamp: startedAt,
        freeTrialExpirationTimestamp: startedAt + 86_400,
        entitlements: { monitoring: true },
      }),
    },
  });
  const { user, platform, queryClient, rerender } = renderWithProviders(
    <HostAfterCancel nextReader={false} />,
  );
  expect(await screen.findByText('Guard reads: ACTIVE')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Cancel trial' }));
  await waitFor(() =>
    expect(platform.calls.navigate.map((call) => call.to)).toEqual(['/free-trial-canceled']),
  );
  // A refetch now would show the still mounted settings guard a subscription with no entitlements.
  await waitFor(() =>
    expect(queryClient.getQueryState(subscriptionQueryKey(OWNER_ID, LOCATION_ID))).toMatchObject({
      isInvalidated: true,
      fetchStatus: 'idle',
    }),
  );
  expect(screen.getByText('Guard reads: ACTIVE')).toBeVisible();
  rerender(<HostAfterCancel nextReader />);
  expect(await screen.findByText('Next page reads: UNAVAILABLE')).toBeVisible();
});

describe('events the host publishes, heard by the settings module', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop = listenToPageEvents();
  });
  afterEach(() => {
    stop();
    sessionStorage.clear();
  });

  test('location changed: the private guard draft of the location left is dropped', async () => {
    api.use();
    const left = { userId: USER_ID, locationId: LOCATION_ID };
    const other = { userId: USER_ID, locationId: 'loc-other' };
    writeGuardDraft(left, { agencyName: 'Acme', phone: '' });
    writeGuardDraft(other, { agencyName: 'Other', phone: '' });
    const { rerender } = renderWithProviders(<Host locationId={LOCATION_ID} />);
    await screen.findByText('Status: ACTIVE');
    expect(readGuardDraft(left)).toEqual({ agencyName: 'Acme', phone: '' });
    rerender(<Host locationId="loc-other" />);
    await waitFor(() => expect(readGuardDraft(left)).toBeNull());
    expect(readGuardDraft(other)).toEqual({ agencyName: 'Other', phone: '' });
  });

  test("session ended: signing out drops the user's private guard drafts", () => {
    const key = { userId: USER_ID, locationId: LOCATION_ID };
    writeGuardDraft(key, { agencyName: 'Acme', phone: '555' });
    const assign = jest.fn();
    renderWithProviders(<SignoutPage assign={assign} />, { route: '/signout' });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(readGuardDraft(key)).toBeNull();
  });
});
