import { STAT_ACTIONS } from '../constants/stats';
import { buildStatBody } from './stats';

test('the stat body carries the app version and nulls for missing ids', () => {
  expect(
    buildStatBody({ userId: 1001, action: STAT_ACTIONS.PAGE_VIEW, pagePath: '/locations' }),
  ).toEqual({
    neighborId: 1001,
    locationId: null,
    pagePath: '/locations',
    pageId: '/locations',
    action: 'page_view',
    doorbotId: null,
    version: '3.0.74',
  });
});
