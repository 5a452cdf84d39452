// The 'hostile' persona: every name a user or the provider controls holds hostile text, so the
// screens can be shown to render it as text, keep their layout and run nothing.
import type { DeviceRecord, SeedData, UserRecord } from '../state/model';
import { makeContacts, makeDevice, makeLocation } from './builders';

/** The hostile strings, one per input class. Exported for the tests that look for them. */
export const HOSTILE_TEXT = {
  /** Markup that would run if it were ever parsed as HTML. */
  markup: '<img src=x onerror=window.__xss=1><script>window.__xss=2</script>',
  /** 300 characters with no space to break at. */
  long: `Hostile${'W'.repeat(286)}Name300`,
  /** Right-to-left text: Hebrew and Arabic. */
  rtl: 'בית מוגן موقع المنزل',
  /** Emoji and zero-width joiner sequences (family, rainbow flag, shield). */
  emoji: 'Home 👨‍👩‍👧‍👦🏳️‍🌈🛡️ Base',
} as const;

export const HOSTILE_USER: UserRecord = {
  userId: 1014,
  persona: 'hostile',
  firstName: 'Hana',
  lastName: 'Hostile',
  description:
    'Location, device, contact and agency names holding markup, 300-character words, RTL text and emoji',
  flags: ['next-private-guard', 'next-location-selector-smb-customers'],
};

const USER_ID = HOSTILE_USER.userId;
const { markup, long, rtl, emoji } = HOSTILE_TEXT;

function address(address1: string) {
  return { address1, address2: rtl, city: emoji, state: 'CA', zipCode: '94105' };
}

function contacts() {
  return makeContacts(USER_ID, [
    { firstName: markup, lastName: 'Lee', line: '0181' },
    { firstName: long, lastName: '', line: '0182' },
    { firstName: rtl, lastName: 'كريم', line: '0183' },
    { firstName: emoji, lastName: '🧑‍🚒', line: '0184' },
  ]);
}

function devices(locationId: string, firstId: number): DeviceRecord[] {
  const device = (offset: number, name: string, extra: Partial<DeviceRecord> = {}) =>
    makeDevice({
      locationId,
      ownerId: USER_ID,
      doorbotId: firstId + offset,
      name,
      type: 'stickup_cam',
      ...extra,
    });
  return [
    device(0, markup, { starkEnrolled: true }),
    device(1, long, { starkEnrolled: true }),
    device(2, rtl),
    device(3, emoji, { type: 'indoor_cam', stark_eligible_info: 'indoor' }),
    device(4, `${long}Ineligible`, { stark_eligible: false, stark_eligible_info: 'battery' }),
  ];
}

/** Four locations: one per input class in the name; the first three complete, the last to onboard. */
export function hostile(seededAt: number): SeedData {
  const names = [markup, long, rtl, emoji];
  // The provider's data is not bound by the form's 50-character limit.
  const agencies = [markup, long, rtl];
  const locations = names.map((locationName, index) =>
    makeLocation(
      {
        locationId: `loc-${USER_ID}-${index + 1}`,
        locationName,
        ownerId: USER_ID,
        onboardStatus: index < 3 ? 'complete' : 'incomplete',
        address: address(index === 1 ? long : markup),
        contacts: contacts(),
        guard:
          agencies[index] === undefined
            ? null
            : { agencyName: agencies[index], phone: '+15555550189', approved: true },
        events: { perDay: 1, pinned: [] },
      },
      seededAt,
    ),
  );
  return {
    users: [HOSTILE_USER],
    locations,
    devices: locations.flatMap((location, index) =>
      devices(location.locationId, USER_ID * 100 + index * 10 + 1),
    ),
  };
}
