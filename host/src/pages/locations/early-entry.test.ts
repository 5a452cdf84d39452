import { pagePath } from 'shared-contracts/routing';
import { buildLocation, buildSubscription } from 'shared-contracts/testing';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { earlyFreeTrialEntry as decide } from './early-entry';

/** The entry decided, as the path the registry places its page at; null while undecided. */
const earlyFreeTrialEntry = (...args: Parameters<typeof decide>) => {
  const page = decide(...args);
  return page === null ? null : pagePath(TEST_REGISTRY, page);
};

const owned = (id: string) => buildLocation({ locationId: id });
const shared = (id: string) => buildLocation({ locationId: id, isOwner: false, ownerId: 2002 });
const paid = buildSubscription();
const trial = buildSubscription({
  freeTrialStatus: 'AVAILABLE',
  entitlements: { monitoring: false },
});

test('the first trial-available location decides once every owned one before it has answered', () => {
  const locations = [owned('a'), shared('s'), owned('b'), owned('c'), owned('d')];
  const answered = new Map([
    ['a', paid],
    ['b', trial],
    ['d', trial],
  ]);
  expect(earlyFreeTrialEntry(locations, answered)).toBe('/locations/b/free-trial');
});

test('undecided while an owned location before it has not answered', () => {
  const locations = [owned('a'), owned('b'), owned('c')];
  expect(earlyFreeTrialEntry(locations, new Map([['b', trial]]))).toBeNull();
  expect(
    earlyFreeTrialEntry(
      locations,
      new Map([
        ['a', null],
        ['b', paid],
      ]),
    ),
  ).toBeNull();
});

test('a single location waits for the full decision (it may be chosen automatically)', () => {
  expect(earlyFreeTrialEntry([owned('a')], new Map([['a', trial]]))).toBeNull();
});

test('agrees with the full decision: no subscription or a trial not available is not a trial', () => {
  const locations = [owned('a'), owned('b')];
  expect(
    earlyFreeTrialEntry(
      locations,
      new Map([
        ['a', null],
        ['b', paid],
      ]),
    ),
  ).toBeNull();
  expect(
    earlyFreeTrialEntry(
      locations,
      new Map([
        ['a', buildSubscription({ freeTrialStatus: 'ACTIVE' })],
        ['b', trial],
      ]),
    ),
  ).toBe('/locations/b/free-trial');
});
