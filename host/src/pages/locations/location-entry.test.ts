import { pagePath } from 'shared-contracts/routing';
import { buildCurrentLocation, buildSubscription } from 'shared-contracts/testing';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { decideLocationEntry as decide } from './location-entry';

const entitled = buildCurrentLocation();
const trial = buildCurrentLocation(
  { locationId: 'trial' },
  buildSubscription({ freeTrialStatus: 'AVAILABLE', entitlements: { monitoring: false } }),
);
const none = buildCurrentLocation({ locationId: 'none' }, null);

/** The decision with its page as the registry places it. */
function decideLocationEntry(input: Parameters<typeof decide>[0]) {
  const entry = decide(input);
  return entry.kind === 'choose' ? entry : { ...entry, to: pagePath(TEST_REGISTRY, entry.to) };
}

test('entry: exactly one location and selectable → chosen automatically', () => {
  expect(decideLocationEntry({ locations: [entitled], dashboardFlag: true })).toEqual({
    kind: 'auto-select',
    location: entitled,
    to: '/locations/loc-1',
  });
  const shared = buildCurrentLocation({ isOwner: false });
  expect(decideLocationEntry({ locations: [shared], dashboardFlag: false })).toEqual({
    kind: 'choose',
  });
});

test('entry: a free trial available → its free trial page, before the upsell', () => {
  expect(decideLocationEntry({ locations: [none, trial], dashboardFlag: true })).toEqual({
    kind: 'free-trial',
    location: trial,
    to: '/locations/trial/free-trial',
  });
});

test('entry: no location with entitlements → upsell', () => {
  expect(decideLocationEntry({ locations: [none], dashboardFlag: true })).toEqual({
    kind: 'upsell',
    to: '/video-monitoring/experience-more',
  });
  expect(decideLocationEntry({ locations: [], dashboardFlag: false }).kind).toBe('upsell');
});

test('entry: dashboard flag → /dashboard; otherwise the user chooses', () => {
  const second = buildCurrentLocation({ locationId: 'loc-2' });
  expect(decideLocationEntry({ locations: [entitled, second], dashboardFlag: true })).toEqual({
    kind: 'dashboard',
    to: '/dashboard',
  });
  expect(decideLocationEntry({ locations: [entitled, second], dashboardFlag: false })).toEqual({
    kind: 'choose',
  });
});
