import { buildDevice } from '../testing/builders';
import {
  DEFAULT_INELIGIBILITY_MESSAGE,
  devicesToEnrollByDefault,
  groupDevices,
  hasEnrolledDevice,
  ineligibilityMessage,
  isLastEnrolledDevice,
  isOnvifCamera,
  normalizeDeviceType,
  planBulkEnrollment,
  toSubscribePayload,
  type DeviceGroups,
} from './devices';

const names = (devices: { name: string }[]) => devices.map((device) => device.name);

test('eligibility groups, each sorted by name', () => {
  const devices = [
    buildDevice({ doorbotId: 1, name: 'Yard' }),
    buildDevice({ doorbotId: 2, name: 'Driveway', starkEnrolled: true }),
    buildDevice({ doorbotId: 3, name: 'Kitchen', stark_eligible_info: 'indoor' }),
    buildDevice({ doorbotId: 4, name: 'Base', type: 'base_station' }),
    buildDevice({ doorbotId: 5, name: 'Hub', type: 'base_station', stark_eligible: false }),
    buildDevice({
      doorbotId: 6,
      name: 'Solar Cam',
      stark_eligible: false,
      stark_eligible_info: 'solar',
    }),
    buildDevice({
      doorbotId: 7,
      name: 'Attic',
      stark_eligible: false,
      stark_eligible_info: 'indoor',
    }),
    buildDevice({ doorbotId: 8, name: 'Porch', stark_eligible_info: 'battery' }),
    buildDevice({ doorbotId: 9, name: 'Alley', type: 'onvif_camera' }),
  ];
  const groups = groupDevices(devices);
  expect(names(groups.eligibleOutdoor)).toEqual(['Alley', 'Driveway', 'Yard']);
  expect(names(groups.eligibleIndoor)).toEqual(['Kitchen']);
  expect(names(groups.ineligible)).toEqual(['Attic', 'Solar Cam']);
  expect(names(groups.subscribed)).toEqual(['Driveway']);
});

test('names sort without regard to case or accents', () => {
  const devices = ['garage', 'Éntrance', 'Backyard', 'driveway'].map((name, index) =>
    buildDevice({ doorbotId: index + 1, name }),
  );
  expect(names(groupDevices(devices).eligibleOutdoor)).toEqual([
    'Backyard',
    'driveway',
    'Éntrance',
    'garage',
  ]);
});

test('ineligibility messages by stark_eligible_info, default otherwise', () => {
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: 'indoor' }))).toBe(
    "Indoor Cameras are not supported at this time. Please update this device's General Settings in the provider's mobile app if this device is being used outdoors.",
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: 'battery' }))).toContain(
    'not currently supported',
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: 'solar' }))).toContain(
    'not supported due to being solar powered',
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: 'e2ee' }))).toMatch(
    /^Guards can't access cameras enrolled in End-to-End Encryption/,
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: '24x7' }))).toContain(
    'not supported. Switch to motion-based recording',
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: 'astro-sub' }))).toMatch(
    /^An active Astro Secure subscription is required/,
  );
  expect(ineligibilityMessage(buildDevice({ stark_eligible_info: null }))).toBe(
    'This device is ineligible',
  );
  expect(DEFAULT_INELIGIBILITY_MESSAGE).toBe('This device is ineligible');
});

test('onvif_camera is treated as a generic camera', () => {
  expect(normalizeDeviceType('onvif_camera')).toBe('camera');
  expect(normalizeDeviceType('doorbell')).toBe('doorbell');
  expect(isOnvifCamera(buildDevice({ type: 'onvif_camera' }))).toBe(true);
});

test('the subscribe payload drops value and adds userId', () => {
  const payload = toSubscribePayload(buildDevice({ value: 'checked' }), 1001);
  expect(payload).not.toHaveProperty('value');
  expect(payload).toEqual({ ...buildDevice(), userId: 1001 });
});

test('enrollment helpers', () => {
  const front = buildDevice({ doorbotId: 1, starkEnrolled: true });
  const back = buildDevice({ doorbotId: 2, name: 'Back' });
  expect(hasEnrolledDevice([front, back])).toBe(true);
  expect(hasEnrolledDevice([back])).toBe(false);
  expect(isLastEnrolledDevice([front, back], 1)).toBe(true);
  expect(isLastEnrolledDevice([front, { ...back, starkEnrolled: true }], 1)).toBe(false);
  expect(devicesToEnrollByDefault([{ ...front, starkEnrolled: false }, back])).toHaveLength(2);
  expect(devicesToEnrollByDefault([front, back])).toEqual([]);
  expect(planBulkEnrollment([front, back], new Set([2]))).toEqual({
    subscribe: [back],
    unsubscribe: [front],
  });
});

test('a third-party model id changes nothing: it is carried, never read (reading of spec 3)', () => {
  const base = [
    buildDevice({ doorbotId: 1, name: 'Back Fence', type: 'onvif_camera' }),
    buildDevice({ doorbotId: 2, name: 'Yard', type: 'three_p_cam' }),
    buildDevice({ doorbotId: 3, name: 'Porch', stark_eligible_info: 'indoor' }),
    buildDevice({
      doorbotId: 4,
      name: 'Shed',
      stark_eligible: false,
      stark_eligible_info: 'solar',
    }),
    buildDevice({ doorbotId: 5, name: 'Hub', type: 'base_station' }),
  ];
  const ids = (groups: DeviceGroups) =>
    [groups.eligibleOutdoor, groups.eligibleIndoor, groups.ineligible, groups.subscribed].map(
      (devices) => devices.map((device) => device.doorbotId),
    );
  for (const thirdPartyModel of ['onvif-generic', 'three-p-model-1', '']) {
    const modelled = base.map((device) => ({ ...device, thirdPartyModel }));
    expect(ids(groupDevices(modelled))).toEqual(ids(groupDevices(base)));
    expect(modelled.map(isOnvifCamera)).toEqual(base.map(isOnvifCamera));
    expect(modelled.map((device) => normalizeDeviceType(device.type))).toEqual(
      base.map((device) => normalizeDeviceType(device.type)),
    );
    expect(modelled.map(ineligibilityMessage)).toEqual(base.map(ineligibilityMessage));
    expect(modelled.map((device) => toSubscribePayload(device, 1001).thirdPartyModel)).toEqual(
      base.map(() => thirdPartyModel),
    );
  }
});
