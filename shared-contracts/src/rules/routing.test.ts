import { buildCurrentLocation } from '../testing/builders';
import { continuePage } from './routing';

test('continue opens settings when complete, the onboarding introduction otherwise', () => {
  expect(continuePage(buildCurrentLocation())).toEqual({
    kind: 'page-ref',
    remote: 'settings',
    page: 'settings',
    params: { locationId: 'loc-1' },
  });
  expect(continuePage({ locationId: 'x', onboardStatus: 'incomplete' })).toEqual({
    kind: 'page-ref',
    remote: 'onboarding',
    page: 'introduction',
    params: { locationId: 'x' },
  });
});
