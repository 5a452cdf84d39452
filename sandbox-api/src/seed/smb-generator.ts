// Deterministic generator of the small-business persona's fleet of locations and devices.
import type { DeviceRecord, LocationRecord } from '../state/model';
import type { MonitoringStatus, Subscription } from '../types/wire';
import {
  makeContacts,
  makeDevice,
  makeLocation,
  paidSubscription,
  trialAvailableSubscription,
} from './builders';
import { createRandom, hashString, pick, pickWeighted } from './prng';

const CITIES = [
  ['Austin', 'TX', '787'],
  ['Boston', 'MA', '021'],
  ['Chicago', 'IL', '606'],
  ['Denver', 'CO', '802'],
  ['Miami', 'FL', '331'],
  ['Nashville', 'TN', '372'],
  ['Oakland', 'CA', '946'],
  ['Phoenix', 'AZ', '850'],
  ['Portland', 'OR', '972'],
  ['Raleigh', 'NC', '276'],
  ['Seattle', 'WA', '981'],
  ['Tucson', 'AZ', '857'],
] as const;

const KINDS = [
  'Coffee Bar',
  'Bakery',
  'Boutique',
  'Warehouse',
  'Office',
  'Clinic',
  'Garage',
  'Studio',
  'Market',
  'Pharmacy',
  'Bookshop',
  'Gym',
] as const;

const STREETS = [
  'Main Street',
  'Oak Avenue',
  'Cedar Road',
  'Park Place',
  'River Drive',
  'Hill Street',
];

const DEVICE_KINDS = [
  ['Entrance', 'doorbell'],
  ['Back Door', 'stickup_cam'],
  ['Parking', 'floodlight_cam'],
  ['Storefront', 'spotlight_cam'],
  ['Stock Room', 'indoor_cam'],
] as const;

const MONITORING: readonly (readonly [MonitoringStatus, number])[] = [
  ['PROFESSIONAL', 82],
  ['PRACTICE_MODE', 5],
  ['PENDING', 5],
  ['SOS_OFF', 3],
  ['UNSUPPORTED', 5],
];

// Module-level copy: global lookups are slow inside Jest's vm context, and this runs hot.
const { floor } = Math;

/** First doorbot id of generated devices; each location gets a block of 4 ids. */
const DOORBOT_BASE = 5_000_000;

export interface Fleet {
  locations: LocationRecord[];
  devices: DeviceRecord[];
}

function subscriptionFor(random: () => number, seededAt: number): Subscription | null {
  const roll = random();
  if (roll < 0.06) return null;
  if (roll < 0.09) return trialAvailableSubscription(seededAt);
  if (roll < 0.11) {
    // Over the threshold with Extra Events off.
    return paidSubscription(seededAt, { threshold: 5, cycleStartedDaysAgo: 20 });
  }
  if (roll < 0.12) {
    // Extra Events on, over threshold + cap.
    return paidSubscription(seededAt, {
      threshold: 3,
      cycleStartedDaysAgo: 20,
      overagesEnabled: true,
      overageCap: 2,
    });
  }
  return paidSubscription(seededAt, {
    threshold: pick(random, [100, 250, 500]),
    cycleStartedDaysAgo: floor(random() * 28),
    overagesEnabled: random() < 0.5,
    overageCap: random() < 0.5 ? 100 : null,
  });
}

export function generateSmbFleet(ownerId: number, count: number, seededAt: number): Fleet {
  const locations: LocationRecord[] = [];
  const devices: DeviceRecord[] = [];
  const width = Math.max(4, String(count).length);
  for (let index = 0; index < count; index += 1) {
    const random = createRandom(hashString(`smb:${ownerId}:${index}`));
    const number = index + 1;
    const locationId = `loc-${ownerId}-${number}`;
    const [city, state, zipPrefix] = pick(random, CITIES);
    const kind = pick(random, KINDS);
    const complete = random() < 0.72;
    const subscription = subscriptionFor(random, seededAt);
    const overLimit =
      subscription !== null && (subscription.entitlements.overages_threshold ?? 0) < 10;
    const forcedRoll = random();
    const hasAddress = random() > 0.01;
    locations.push(
      makeLocation(
        {
          locationId,
          locationName: `${city} ${kind} ${String(number).padStart(width, '0')}`,
          ownerId,
          address: {
            address1: hasAddress ? `${100 + floor(random() * 9800)} ${pick(random, STREETS)}` : '',
            address2: random() < 0.2 ? `Suite ${1 + floor(random() * 400)}` : '',
            city,
            state,
            zipCode: `${zipPrefix}${String(floor(random() * 100)).padStart(2, '0')}`,
          },
          onboardStatus: complete ? 'complete' : 'incomplete',
          authorized: random() < (complete ? 0.95 : 0.4),
          monitoringStatus: pickWeighted(random, MONITORING),
          armed: random() < 0.85,
          snoozed: random() < 0.05,
          paused: random() < 0.07,
          forcedEligibility:
            forcedRoll < 0.015 ? 'VSG_MONITORING_INELIGIBLE' : forcedRoll < 0.03 ? 'UNKNOWN' : null,
          omitFromStatus: random() < 0.03,
          subscription,
          contacts: makeContacts(ownerId, [
            { firstName: 'Site', lastName: `Manager ${number}`, line: '0161' },
          ]),
          events: { perDay: overLimit ? 1 : 0.05 + random() * 0.5, pinned: [] },
        },
        seededAt,
      ),
    );
    const deviceCount = 1 + floor(random() * 3);
    for (let slot = 0; slot < deviceCount; slot += 1) {
      const [name, type] = pick(random, DEVICE_KINDS);
      devices.push(
        makeDevice({
          locationId,
          ownerId,
          doorbotId: DOORBOT_BASE + index * 4 + slot,
          name: `${name} ${slot + 1}`,
          type,
          stark_eligible_info: type === 'indoor_cam' ? 'indoor' : null,
          starkEnrolled: random() < (complete ? 0.8 : 0.2),
        }),
      );
    }
  }
  return { locations, devices };
}
