import { EVENTS, publishEvent } from 'shared-contracts/events';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { listenToPageEvents } from './page-events';

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = listenToPageEvents();
});
afterEach(() => {
  stop();
  sessionStorage.clear();
});

const keep = (key: string) => sessionStorage.setItem(key, 'true');

test("the end of a session drops that user's closed banners and drafts, no one else's", () => {
  keep(STORAGE_KEYS.pauseBannerClosed(1001, 'loc-1'));
  keep(STORAGE_KEYS.privateGuardDraft(1001, 'loc-2'));
  keep(STORAGE_KEYS.privateGuardDraft(10011, 'loc-1'));
  keep('unrelated');
  publishEvent(EVENTS.SESSION_ENDED, { userId: 1001 });
  expect(Object.keys(sessionStorage).sort()).toEqual([
    'unrelated',
    STORAGE_KEYS.privateGuardDraft(10011, 'loc-1'),
  ]);
});

test('leaving a location drops its private guard draft and keeps the rest', () => {
  keep(STORAGE_KEYS.privateGuardDraft(1001, 'loc.1'));
  keep(STORAGE_KEYS.privateGuardDraft(1001, 'x.loc.1'));
  keep(STORAGE_KEYS.pauseBannerClosed(1001, 'loc.1'));
  publishEvent(EVENTS.LOCATION_CHANGED, { locationId: 'loc-2', previousLocationId: null });
  expect(sessionStorage).toHaveLength(3);
  publishEvent(EVENTS.LOCATION_CHANGED, { locationId: 'loc-2', previousLocationId: 'loc.1' });
  expect(Object.keys(sessionStorage).sort()).toEqual([
    STORAGE_KEYS.pauseBannerClosed(1001, 'loc.1'),
    STORAGE_KEYS.privateGuardDraft(1001, 'x.loc.1'),
  ]);
});
