import { buildLocation, buildSubscription } from '../testing';
import { resolveLocationContext, type ReadState } from './location-context';

const success = <T>(data: T): ReadState<T> => ({ status: 'success', data });
const pending: ReadState<never> = { status: 'pending', data: undefined };
const failed: ReadState<never> = { status: 'error', data: undefined };

test('no location chosen: no location, nothing loading', () => {
  expect(
    resolveLocationContext({ locationId: null, locations: pending, subscription: pending }),
  ).toEqual({ location: null, problem: null, isLoading: false });
});

test('an owned location waits for its subscription, then carries its entitlements', () => {
  const locations = success([buildLocation({ locationId: 'loc-1' })]);
  const waiting = resolveLocationContext({ locationId: 'loc-1', locations, subscription: pending });
  expect(waiting).toEqual({ location: null, problem: null, isLoading: true });

  const subscription = success(buildSubscription({ freeTrialStatus: 'ACTIVE' }));
  const ready = resolveLocationContext({ locationId: 'loc-1', locations, subscription });
  expect(ready.isLoading).toBe(false);
  expect(ready.location).toMatchObject({
    locationId: 'loc-1',
    hasEntitlements: true,
    freeTrialStatus: 'ACTIVE',
  });
});

test('a shared location does not wait for a subscription and has no entitlements', () => {
  const locations = success([buildLocation({ locationId: 'shared', isOwner: false })]);
  const context = resolveLocationContext({
    locationId: 'shared',
    locations,
    subscription: pending,
  });
  expect(context.isLoading).toBe(false);
  expect(context.location?.hasEntitlements).toBe(false);
  expect(context.location?.currentUserRole).toBe('Shared User');
});

test('a failed subscription read leaves the owned location without entitlements', () => {
  const locations = success([buildLocation({ locationId: 'loc-1' })]);
  const context = resolveLocationContext({ locationId: 'loc-1', locations, subscription: failed });
  expect(context.location?.hasEntitlements).toBe(false);
});

test('the context failures of spec section 8 are named, with no location', () => {
  const at = (locations: ReadState<ReturnType<typeof buildLocation>[]>) =>
    resolveLocationContext({ locationId: 'loc-9', locations, subscription: pending });
  expect(at(failed).problem).toBe('There was an error getting locations');
  expect(at(success([])).problem).toBe('No locations available for the current user');
  expect(at(success([buildLocation({ locationId: 'loc-1' })]))).toEqual({
    location: null,
    problem: "Location with ID not found in user's allowed locations",
    isLoading: false,
  });
});
