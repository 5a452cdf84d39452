import { FEATURE_FLAGS } from '../constants/flags';
import { createFakePlatform } from './fake-platform';

test('the fake platform records calls in plain arrays', async () => {
  const platform = createFakePlatform({
    flags: { [FEATURE_FLAGS.PRIVATE_GUARD]: true },
    authorizationResult: false,
  });
  platform.navigate('/x', { replace: true });
  platform.toast({ title: 'Saved', status: 'success' });
  platform.recordStat({ action: 'click' });
  platform.selectLocation('loc-2');
  platform.openExternal('contacts');
  platform.exit();
  await expect(platform.requestAuthorization({ returnPath: '/back' })).resolves.toBe(false);
  expect(platform.calls).toEqual({
    navigate: [{ to: '/x', options: { replace: true } }],
    toast: [{ title: 'Saved', status: 'success' }],
    recordStat: [{ action: 'click' }],
    selectLocation: ['loc-2'],
    openExternal: [{ page: 'contacts', params: undefined }],
    exit: 1,
    requestAuthorization: [{ returnPath: '/back' }],
  });
  expect(platform.isFlagOn('next-private-guard')).toBe(true);
  expect(platform.isFlagOn('allow-sos-support')).toBe(false);
  expect(platform.externalUrl('signin', { return: '/a' })).toBe(
    'https://account.example.test/signin?return=%2Fa',
  );
});

test('defaults: the fixture session and an entitled owner location; null location allowed', () => {
  expect(createFakePlatform().session.userId).toBe(1001);
  expect(createFakePlatform().location).toMatchObject({
    currentUserRole: 'Owner',
    hasEntitlements: true,
  });
  expect(createFakePlatform({ location: null }).location).toBeNull();
});
