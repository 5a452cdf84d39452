import { settingsMenuItems, type MenuInput } from './menu-items';

const base: MenuInput = {
  locationId: 'loc-1',
  isOwner: true,
  canManageTrial: false,
  watchZones: false,
  privateGuard: false,
  locationOverview: false,
};

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

test('flag-gated Private Guard and Location Overview; Trial Management when it can be managed', () => {
  expect(labels({ privateGuard: true, canManageTrial: true, locationOverview: true })).toEqual([
    'Dashboard',
    'Authorized Devices',
    'Emergency Contacts',
    'Private Guard',
    'Alert Preferences',
    'Trial Management',
    'Location Overview',
  ]);
});
