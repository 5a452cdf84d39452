import { buildSeed } from './personas';

const SEEDED_AT = Math.floor(Date.UTC(2026, 0, 15, 15, 30) / 1000);

test('the seed is deterministic', () => {
  const a = JSON.stringify(buildSeed(SEEDED_AT, {}));
  const b = JSON.stringify(buildSeed(SEEDED_AT, {}));
  expect(a === b).toBe(true);
});

test('ids are unique and every device belongs to a location of its owner', () => {
  const seed = buildSeed(SEEDED_AT, {});
  const locationIds = seed.locations.map((location) => location.locationId);
  expect(new Set(locationIds).size).toBe(locationIds.length);
  const doorbotIds = seed.devices.map((device) => device.doorbotId);
  expect(new Set(doorbotIds).size).toBe(doorbotIds.length);
  const owners = new Map(seed.locations.map((location) => [location.locationId, location.ownerId]));
  const strayDevices = seed.devices.filter(
    (device) => owners.get(device.locationId) !== device.ownerId,
  );
  expect(strayDevices).toEqual([]);
  const badIds = locationIds.filter((id, index) => {
    const ownerId = seed.locations[index]?.ownerId;
    return !id.startsWith(`loc-${ownerId}-`);
  });
  expect(badIds).toEqual([]);
  const unknownContacts = seed.locations.flatMap((location) => {
    const known = new Set(location.contacts.map((contact) => `CONTACT${contact.seqNum}`));
    return Object.values(location.alertPreferences)
      .flat()
      .filter((value) => !known.has(value))
      .map((value) => `${location.locationId}:${value}`);
  });
  expect(unknownContacts).toEqual([]);
});

test('the small-business fleet scales and keeps its first locations', () => {
  const small = buildSeed(SEEDED_AT, { 'smb-owner': 10 });
  const smbLocations = small.locations.filter((location) => location.ownerId === 1006);
  expect(smbLocations).toHaveLength(10);
  const full = buildSeed(SEEDED_AT, {}).locations.filter((location) => location.ownerId === 1006);
  expect(full).toHaveLength(2000);
  expect(full[3]).toEqual(smbLocations[3]);
});
