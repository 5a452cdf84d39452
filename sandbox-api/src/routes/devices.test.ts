import { signIn, useTestServer } from '../testing/test-server';
import type { Device } from '../types/wire';

const server = useTestServer();

const ONBOARDING_DEVICES = '/api/neighbors/1003/locations/loc-1003-1/devices';

/** The subscribe payload: the device without `value`, plus `userId`. */
function subscribePayload(device: Device, userId: number) {
  const fields = Object.entries(device).filter(([key]) => key !== 'value');
  return { ...Object.fromEntries(fields), userId };
}

test('devices have the fields of spec section 3', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const devices = (await client.get('/api/neighbors/1001/locations/loc-1001-1/devices')).json<
    Device[]
  >();
  expect(devices).toHaveLength(5);
  expect(devices[0]).toEqual({
    locationId: 'loc-1001-1',
    doorbotId: 100101,
    ownerId: 1001,
    type: 'doorbell',
    name: 'Front Door',
    metadata: { model: 'Video Doorbell Pro 2', firmware: '3.1.12' },
    stark_eligible: true,
    stark_eligible_info: null,
    starkEnrolled: true,
    privacyZonesEnabled: false,
    thirdPartyModel: null,
    value: true,
  });
  expect(devices.find((device) => device.type === 'base_station')).toBeDefined();
  expect(devices.find((device) => device.stark_eligible_info === 'indoor')).toBeDefined();
});

test('the onboarding persona has devices of every eligibility kind, none enrolled', async () => {
  const client = await signIn(server().app, 'onboarding');
  const devices = (await client.get(ONBOARDING_DEVICES)).json<Device[]>();
  expect(devices.some((device) => device.starkEnrolled)).toBe(false);
  const infos = devices.map((device) => device.stark_eligible_info);
  for (const info of ['indoor', 'battery', 'solar', 'e2ee', '24x7', 'astro-sub']) {
    expect(infos).toContain(info);
  }
  const outdoorEligible = devices.filter(
    (device) =>
      device.stark_eligible &&
      device.stark_eligible_info === null &&
      device.type !== 'base_station',
  );
  expect(outdoorEligible.length).toBeGreaterThanOrEqual(2);
  expect(devices.find((device) => device.type === 'onvif_camera')?.thirdPartyModel).toBeTruthy();
  expect(devices.some((device) => device.privacyZonesEnabled)).toBe(true);
  expect(devices.some((device) => device.type === 'base_station')).toBe(true);
});

test('enrolling then listing shows the device enrolled; unenrolling reverts it', async () => {
  const client = await signIn(server().app, 'onboarding');
  const devices = (await client.get(ONBOARDING_DEVICES)).json<Device[]>();
  const frontDoor = devices.find((device) => device.doorbotId === 100301);
  if (!frontDoor) throw new Error('missing device');

  const enroll = await client.post(
    '/api/neighbors/1003/devices',
    subscribePayload(frontDoor, 1003),
  );
  expect(enroll.statusCode).toBe(200);
  expect(enroll.json()).toMatchObject({ doorbotId: 100301, starkEnrolled: true });
  const after = (await client.get(ONBOARDING_DEVICES)).json<Device[]>();
  expect(after.find((device) => device.doorbotId === 100301)?.starkEnrolled).toBe(true);

  const unenroll = await client.del('/api/neighbors/1003/devices/100301');
  expect(unenroll.statusCode).toBe(200);
  const reverted = (await client.get(ONBOARDING_DEVICES)).json<Device[]>();
  expect(reverted.find((device) => device.doorbotId === 100301)?.starkEnrolled).toBe(false);
});

test('the subscribe payload must not carry value and needs doorbotId, locationId and userId', async () => {
  const client = await signIn(server().app, 'onboarding');
  const withValue = await client.post('/api/neighbors/1003/devices', {
    doorbotId: 100301,
    locationId: 'loc-1003-1',
    userId: 1003,
    value: true,
  });
  expect(withValue.statusCode).toBe(400);
  expect(withValue.json()).toEqual({ message: "body must not have the property 'value'" });
  const missing = await client.post('/api/neighbors/1003/devices', { doorbotId: 100301 });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toContain("must have the property 'locationId'");
  const wrongType = await client.post('/api/neighbors/1003/devices', {
    doorbotId: '100301',
    locationId: 'loc-1003-1',
    userId: 1003,
  });
  expect(wrongType.statusCode).toBe(400);
  expect(wrongType.json().message).toBe('body.doorbotId must be integer');
});

test('ineligible devices and base stations cannot be enrolled', async () => {
  const client = await signIn(server().app, 'onboarding');
  for (const doorbotId of [100304, 100309]) {
    const response = await client.post('/api/neighbors/1003/devices', {
      doorbotId,
      locationId: 'loc-1003-1',
      userId: 1003,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('not eligible');
  }
});

test('unknown devices are a 404; a non-numeric doorbot id is a 400', async () => {
  const client = await signIn(server().app, 'onboarding');
  expect((await client.del('/api/neighbors/1003/devices/100101')).statusCode).toBe(404);
  expect((await client.del('/api/neighbors/1003/devices/front-door')).statusCode).toBe(400);
  const wrongLocation = await client.post('/api/neighbors/1003/devices', {
    doorbotId: 100301,
    locationId: 'loc-1001-1',
    userId: 1003,
  });
  expect(wrongLocation.statusCode).toBe(404);
});

test('a shared user cannot enroll the owner devices', async () => {
  const client = await signIn(server().app, 'shared-user');
  const response = await client.del('/api/neighbors/1001/devices/100101');
  expect(response.statusCode).toBe(403);
});
