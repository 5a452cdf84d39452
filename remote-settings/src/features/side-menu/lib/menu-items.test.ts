import { pagePath } from 'shared-contracts/routing';
import { PLATFORM_PAGES_REGISTRY } from 'shared-contracts/testing';
import { settingsMenuItems, type MenuInput } from './menu-items';

const base: MenuInput = {
  locationId: 'loc-1',
  isOwner: true,
  canManageTrial: false,
  watchZones: false,
  locationOverview: false,
  isPageOn: (path) => path !== '/locations/loc-1/private-guard' && path !== '/dashboard',
  pathOf: (page) => pagePath(PLATFORM_PAGES_REGISTRY, page),
};

/** Every page on, as with the private guard and dashboard flags on. */
const everyPageOn = () => true;

const labels = (input: Partial<MenuInput>) =>
  settingsMenuItems({ ...base, ...input }).map((item) => item.label);

test('the base menu: Dashboard, Authorized Devices, Emergency Contacts, Alert Preferences', () => {
  expect(labels({})).toEqual([
    'Dashboard',
    'Authorized Devices',
    'Emergency Contacts',
    'Alert Preferences',
  ]);
  const [dashboard] = settingsMenuItems(base);
  expect(dashboard).toMatchObject({
    description: 'A Summary of your Events',
    target: { kind: 'route', to: '/locations/loc-1/events-summary' },
  });
});

test('the watch-zone flag renames devices to Monitored Cameras and adds Watch Zones for the owner', () => {
  expect(labels({ watchZones: true })).toEqual([
    'Dashboard',
    'Monitored Cameras',
    'Watch Zones',
    'Emergency Contacts',
    'Alert Preferences',
  ]);
  expect(labels({ watchZones: true, isOwner: false })).not.toContain('Watch Zones');
  expect(labels({ watchZones: true, isOwner: false })).toContain('Monitored Cameras');
});

test('Emergency Contacts and Watch Zones open external pages', () => {
  const items = settingsMenuItems({ ...base, watchZones: true });
  expect(items.find((item) => item.key === 'emergency-contacts')?.target).toEqual({
    kind: 'external',
    page: 'contacts',
  });
  expect(items.find((item) => item.key === 'watch-zones')?.target).toEqual({
    kind: 'external',
    page: 'watchZones',
  });
});

test('Private Guard and Location Overview show while their pages are on; Trial Management when it can be managed', () => {
  expect(labels({ isPageOn: everyPageOn, canManageTrial: true, locationOverview: true })).toEqual([
    'Dashboard',
    'Authorized Devices',
    'Emergency Contacts',
    'Private Guard',
    'Alert Preferences',
    'Trial Management',
    'Location Overview',
  ]);
});

test('Location Overview needs its flag and its page on: it never leads to /not-found', () => {
  // The dashboard page is off (its flag is), whatever the item's own flag says.
  expect(labels({ locationOverview: true })).not.toContain('Location Overview');
  expect(labels({ isPageOn: everyPageOn })).not.toContain('Location Overview');
  const dashboardOn = (path: string) => path === '/dashboard' || !path.endsWith('private-guard');
  expect(labels({ locationOverview: true, isPageOn: dashboardOn })).toContain('Location Overview');
  expect(labels({ locationOverview: true, isPageOn: dashboardOn })).not.toContain('Private Guard');
});
