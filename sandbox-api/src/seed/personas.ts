// The sandbox personas: deterministic users, locations and devices. See README.md for the table.
import { SECONDS_PER_DAY } from '../domain/time';
import type {
  DeviceRecord,
  LocationRecord,
  PersonaId,
  PinnedEvent,
  ScaleSettings,
  SeedData,
  UserRecord,
} from '../state/model';
import {
  activeTrialSubscription,
  makeContacts,
  makeDevice,
  makeLocation,
  makePreferences,
  paidSubscription,
  trialAvailableSubscription,
} from './builders';
import type { DeviceSeed, LocationSeed } from './builders';
import { HOSTILE_USER, hostile } from './hostile';
import { generateSmbFleet } from './smb-generator';

export const DEFAULT_SMB_LOCATIONS = 2000;

export const USERS: readonly UserRecord[] = [
  {
    userId: 1001,
    persona: 'owner-complete',
    firstName: 'Olivia',
    lastName: 'Owner',
    description: 'One location, fully set up and monitored, 60 days of events',
    flags: [
      'stark-feature-next-location-paused',
      'next-private-guard',
      'next-private-guard-delete',
      'next-automated-warning',
      'next-event-overages',
    ],
  },
  {
    userId: 1002,
    persona: 'trial-available',
    firstName: 'Theo',
    lastName: 'Trial',
    description: 'One location, no entitlement, free trial available, onboarding incomplete',
    flags: ['onboarding-3-0'],
  },
  {
    userId: 1003,
    persona: 'onboarding',
    firstName: 'Nora',
    lastName: 'Newcomer',
    description:
      'One entitled location to onboard: not authorized, devices of every eligibility kind',
    flags: ['allow-sos-support', 'onboarding-3-0'],
  },
  {
    userId: 1004,
    persona: 'shared-user',
    firstName: 'Sam',
    lastName: 'Shared',
    description: "Owns nothing; shared user of owner-complete's and multi-location's locations",
    flags: [],
  },
  {
    userId: 1005,
    persona: 'no-entitlements',
    firstName: 'Nick',
    lastName: 'Noplan',
    description: 'One location with no subscription (404)',
    flags: [],
  },
  {
    userId: 1006,
    persona: 'smb-owner',
    firstName: 'Bella',
    lastName: 'Business',
    description: 'Small-business owner with 2,000 generated locations and events',
    flags: ['next-dashboard-smb-customers', 'next-location-selector-smb-customers'],
  },
  {
    userId: 1007,
    persona: 'multi-location',
    firstName: 'Max',
    lastName: 'Multi',
    description: 'Three owned locations (two complete, one incomplete) and one shared location',
    flags: ['next-location-selector-smb-customers'],
  },
  {
    userId: 1008,
    persona: 'trial-active',
    firstName: 'Tara',
    lastName: 'Trialist',
    description: 'One complete location in an active free trial (9 days left)',
    flags: [],
  },
  {
    userId: 1009,
    persona: 'practice-mode',
    firstName: 'Pat',
    lastName: 'Practice',
    description: 'One complete location whose alarm is in practice mode',
    flags: [],
  },
  {
    userId: 1010,
    persona: 'overages-exceeded',
    firstName: 'Owen',
    lastName: 'Overages',
    description: 'One complete location over its event threshold with Extra Events off',
    flags: ['next-event-overages', 'stark-feature-next-location-paused'],
  },
  {
    userId: 1011,
    persona: 'watch-zones',
    firstName: 'Wendy',
    lastName: 'Watch',
    description: 'One complete location missing its monitoring zone; geofence counts reached',
    flags: [
      'next-video-monitoring-zones',
      'next-monitoring-zones-web-redirect',
      'next-geofence-snooze',
    ],
  },
  {
    userId: 1012,
    persona: 'sos-setup',
    firstName: 'Sofia',
    lastName: 'Sos',
    description: 'One entitled location to onboard whose monitoring status is SOS_OFF',
    flags: ['allow-sos-support', 'onboarding-3-0'],
  },
  {
    userId: 1013,
    persona: 'trial-classic',
    firstName: 'Clara',
    lastName: 'Classic',
    description:
      'Like trial-available, with onboarding-3-0 answered explicitly off: START FREE TRIAL authorizes first',
    flags: [],
    disabledFlags: ['onboarding-3-0'],
  },
  HOSTILE_USER,
];

/** Persona ids whose locations are generated and can be re-scaled with POST /__test/scale. */
export const SCALABLE_PERSONAS: readonly PersonaId[] = ['smb-owner'];

function userOf(persona: PersonaId): UserRecord {
  const user = USERS.find((candidate) => candidate.persona === persona);
  if (!user) throw new Error(`Unknown persona ${persona}`);
  return user;
}

function pinned(type: PinnedEvent['type'], count: number, firstDaysAgo: number): PinnedEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    daysAgo: firstDaysAgo + index * 3,
    secondOfDay: 3_600 * (9 + (index % 10)),
    type,
  }));
}

/** A device of a persona's one location: the rest of it comes from the location and its owner. */
type LocationDevice = Omit<DeviceSeed, 'locationId' | 'ownerId'>;

/** A persona that owns one location, with the devices there. */
function oneLocation(
  persona: PersonaId,
  seededAt: number,
  location: Omit<LocationSeed, 'ownerId'>,
  devices: readonly LocationDevice[],
): SeedData {
  const user = userOf(persona);
  const { locationId } = location;
  return {
    users: [user],
    locations: [makeLocation({ ownerId: user.userId, ...location }, seededAt)],
    devices: devices.map((device) => makeDevice({ locationId, ownerId: user.userId, ...device })),
  };
}

function ownerComplete(seededAt: number): SeedData {
  return oneLocation(
    'owner-complete',
    seededAt,
    {
      locationId: 'loc-1001-1',
      locationName: 'Maple Street Home',
      sharedWith: [1004],
      address: {
        address1: '123 Maple Street',
        address2: 'Unit 2',
        city: 'Santa Monica',
        state: 'CA',
        zipCode: '90401',
      },
      subscription: paidSubscription(seededAt, {
        threshold: 100,
        cycleStartedDaysAgo: 12,
        overagesEnabled: true,
        overageCap: 50,
      }),
      contacts: makeContacts(1001, [
        { firstName: 'Maria', lastName: 'Lopez', line: '0101' },
        { firstName: 'James', lastName: 'Chen', line: '0102' },
      ]),
      events: {
        perDay: 2,
        pinned: [
          ...pinned('AlarmResolved', 3, 1),
          ...pinned('Passerby', 10, 2),
          ...pinned('Police', 1, 20),
          ...pinned('Medical', 1, 33),
          ...pinned('Fire', 1, 47),
        ],
      },
    },
    [
      { doorbotId: 100101, name: 'Front Door', type: 'doorbell', starkEnrolled: true },
      { doorbotId: 100102, name: 'Driveway', type: 'floodlight_cam', starkEnrolled: true },
      { doorbotId: 100103, name: 'Backyard', type: 'spotlight_cam' },
      { doorbotId: 100104, name: 'Living Room', type: 'indoor_cam', stark_eligible_info: 'indoor' },
      { doorbotId: 100105, name: 'Alarm Base Station', type: 'base_station' },
    ],
  );
}

function trialAvailable(seededAt: number): SeedData {
  return oneLocation(
    'trial-available',
    seededAt,
    {
      locationId: 'loc-1002-1',
      locationName: 'Trial Cottage',
      onboardStatus: 'incomplete',
      address: address('9 Willow Lane', 'Portland', 'OR', '97205'),
      subscription: trialAvailableSubscription(seededAt),
      contacts: makeContacts(1002, [{ firstName: 'Ava', lastName: 'Trial', line: '0121' }]),
    },
    [
      { doorbotId: 100201, name: 'Front Door', type: 'doorbell' },
      { doorbotId: 100202, name: 'Garage', type: 'stickup_cam' },
    ],
  );
}

function trialClassic(seededAt: number): SeedData {
  return oneLocation(
    'trial-classic',
    seededAt,
    {
      locationId: 'loc-1013-1',
      locationName: 'Classic Bungalow',
      onboardStatus: 'incomplete',
      authorized: false,
      address: address('5 Birch Court', 'Eugene', 'OR', '97401'),
      subscription: trialAvailableSubscription(seededAt),
      contacts: makeContacts(1013, [{ firstName: 'Carl', lastName: 'Classic', line: '0141' }]),
    },
    [{ doorbotId: 101301, name: 'Front Door', type: 'doorbell' }],
  );
}

function onboarding(seededAt: number): SeedData {
  const notEligible = (info: NonNullable<DeviceRecord['stark_eligible_info']>) => ({
    stark_eligible: false,
    stark_eligible_info: info,
  });
  return oneLocation(
    'onboarding',
    seededAt,
    {
      locationId: 'loc-1003-1',
      locationName: 'Lakeside House',
      onboardStatus: 'incomplete',
      address: address('48 Lakeshore Drive', 'Madison', 'WI', '53703'),
      contacts: makeContacts(1003, [
        { firstName: 'Liam', lastName: 'Newcomer', line: '0131' },
        { firstName: 'Emma', lastName: 'Brooks', line: '0132' },
      ]),
    },
    [
      { doorbotId: 100301, name: 'Front Door', type: 'doorbell' },
      { doorbotId: 100302, name: 'Garage', type: 'floodlight_cam', privacyZonesEnabled: true },
      { doorbotId: 100303, name: 'Kitchen', type: 'indoor_cam', stark_eligible_info: 'indoor' },
      { doorbotId: 100304, name: 'Side Gate', type: 'stickup_cam', ...notEligible('battery') },
      { doorbotId: 100305, name: 'Garden Shed', type: 'spotlight_cam', ...notEligible('solar') },
      { doorbotId: 100306, name: 'Nursery', type: 'stickup_cam', ...notEligible('e2ee') },
      { doorbotId: 100307, name: 'Porch 24/7', type: 'stickup_cam', ...notEligible('24x7') },
      { doorbotId: 100308, name: 'Astro', type: 'astro', ...notEligible('astro-sub') },
      { doorbotId: 100309, name: 'Alarm Base Station', type: 'base_station' },
      {
        doorbotId: 100310,
        name: 'Back Fence ONVIF',
        type: 'onvif_camera',
        thirdPartyModel: 'onvif-generic',
      },
    ],
  );
}

function noEntitlements(seededAt: number): SeedData {
  return oneLocation(
    'no-entitlements',
    seededAt,
    {
      locationId: 'loc-1005-1',
      locationName: 'Studio Apartment',
      onboardStatus: 'incomplete',
      subscription: null,
      address: { ...address('77 Harbor Road', 'Seattle', 'WA', '98101'), address2: 'Apt 12' },
    },
    [{ doorbotId: 100501, name: 'Front Door', type: 'doorbell' }],
  );
}

function multiLocation(seededAt: number): SeedData {
  const userId = 1007;
  const contacts = makeContacts(userId, [{ firstName: 'Rosa', lastName: 'Multi', line: '0171' }]);
  const locations: LocationRecord[] = [
    makeLocation(
      {
        locationId: 'loc-1007-1',
        locationName: 'Downtown Office',
        ownerId: userId,
        sharedWith: [1004],
        flags: ['next-private-guard'],
        guard: { agencyName: 'Sentinel Patrol Services', phone: '+15555550199', approved: true },
        address: {
          address1: '500 Market Street',
          address2: 'Suite 300',
          city: 'San Francisco',
          state: 'CA',
          zipCode: '94105',
        },
        contacts,
        events: { perDay: 1, pinned: [] },
      },
      seededAt,
    ),
    makeLocation(
      {
        locationId: 'loc-1007-2',
        locationName: 'Warehouse',
        ownerId: userId,
        paused: true,
        address: {
          address1: '2200 Industrial Way',
          address2: '',
          city: 'Oakland',
          state: 'CA',
          zipCode: '94607',
        },
        contacts,
        events: { perDay: 0.5, pinned: [] },
      },
      seededAt,
    ),
    makeLocation(
      {
        locationId: 'loc-1007-3',
        locationName: 'Beach House',
        ownerId: userId,
        onboardStatus: 'incomplete',
        address: {
          address1: '14 Ocean Avenue',
          address2: '',
          city: 'Carmel',
          state: 'CA',
          zipCode: '93921',
        },
        contacts,
      },
      seededAt,
    ),
  ];
  const device = (
    doorbotId: number,
    locationId: string,
    name: string,
    type: string,
    enrolled: boolean,
  ) => makeDevice({ locationId, ownerId: userId, doorbotId, name, type, starkEnrolled: enrolled });
  return {
    users: [userOf('multi-location')],
    locations,
    devices: [
      device(100701, 'loc-1007-1', 'Lobby Entrance', 'doorbell', true),
      device(100702, 'loc-1007-1', 'Parking Lot', 'floodlight_cam', false),
      device(100703, 'loc-1007-2', 'Loading Dock', 'floodlight_cam', true),
      device(100704, 'loc-1007-3', 'Deck', 'spotlight_cam', false),
    ],
  };
}

/** One complete location (unless told otherwise), its owner as its contact, two devices. */
function singleComplete(
  persona: PersonaId,
  seededAt: number,
  location: Omit<LocationSeed, 'ownerId'>,
): SeedData {
  const { userId, firstName, lastName } = userOf(persona);
  const line = `0${String(userId % 100).padStart(2, '0')}1`;
  return oneLocation(
    persona,
    seededAt,
    { contacts: makeContacts(userId, [{ firstName, lastName, line }]), ...location },
    [
      {
        doorbotId: userId * 100 + 1,
        name: 'Front Door',
        type: 'doorbell',
        starkEnrolled: location.onboardStatus !== 'incomplete',
      },
      { doorbotId: userId * 100 + 2, name: 'Backyard', type: 'stickup_cam' },
    ],
  );
}

function address(address1: string, city: string, state: string, zipCode: string) {
  return { address1, address2: '', city, state, zipCode };
}

function sharedUser(): SeedData {
  return { users: [userOf('shared-user')], locations: [], devices: [] };
}

function merge(parts: readonly SeedData[]): SeedData {
  return {
    users: parts.flatMap((part) => part.users),
    locations: parts.flatMap((part) => part.locations),
    devices: parts.flatMap((part) => part.devices),
  };
}

/** Builds the full seed. `seededAt` (unix seconds) anchors relative times such as trial expiry. */
export function buildSeed(seededAt: number, scale: ScaleSettings): SeedData {
  // Started 5 days before the seed, so it expires exactly 9 days after it.
  const trialStartedAt = seededAt - 5 * SECONDS_PER_DAY;
  const seed = merge([
    ownerComplete(seededAt),
    trialAvailable(seededAt),
    onboarding(seededAt),
    sharedUser(),
    noEntitlements(seededAt),
    {
      users: [userOf('smb-owner')],
      ...generateSmbFleet(1006, scale['smb-owner'] ?? DEFAULT_SMB_LOCATIONS, seededAt),
    },
    multiLocation(seededAt),
    singleComplete('trial-active', seededAt, {
      locationId: 'loc-1008-1',
      locationName: 'Mountain Cabin',
      sharedWith: [1007],
      address: address('3 Pine Ridge Road', 'Boulder', 'CO', '80302'),
      subscription: activeTrialSubscription(trialStartedAt),
      events: { perDay: 1, pinned: [] },
    }),
    singleComplete('practice-mode', seededAt, {
      locationId: 'loc-1009-1',
      locationName: 'Practice Place',
      monitoringStatus: 'PRACTICE_MODE',
      address: address('61 Elm Court', 'Austin', 'TX', '78701'),
      events: { perDay: 0.5, pinned: [] },
    }),
    singleComplete('overages-exceeded', seededAt, {
      locationId: 'loc-1010-1',
      locationName: 'Busy Storefront',
      address: address('910 Commerce Street', 'Dallas', 'TX', '75202'),
      subscription: paidSubscription(seededAt, {
        threshold: 20,
        cycleStartedDaysAgo: 14,
        overagesEnabled: false,
      }),
      events: { perDay: 3, pinned: [] },
    }),
    singleComplete('watch-zones', seededAt, {
      locationId: 'loc-1011-1',
      locationName: 'Corner House',
      monitoringZoneMissing: true,
      address: address('1 Corner Lane', 'Denver', 'CO', '80202'),
      events: {
        perDay: 1,
        pinned: [...pinned('AlarmResolved', 3, 1), ...pinned('Passerby', 10, 2)],
      },
    }),
    singleComplete('sos-setup', seededAt, {
      locationId: 'loc-1012-1',
      locationName: 'Garden Flat',
      onboardStatus: 'incomplete',
      authorized: false,
      monitoringStatus: 'SOS_OFF',
      preferences: makePreferences(null),
      address: address('22 Rose Street', 'Boston', 'MA', '02108'),
    }),
    trialClassic(seededAt),
    hostile(seededAt),
  ]);
  return seed;
}
