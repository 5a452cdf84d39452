import { signIn, useTestServer } from '../testing/test-server';

const server = useTestServer();

test('user flags answer enabled: true; a persona can answer a flag explicitly off', async () => {
  const available = await signIn(server().app, 'trial-available');
  expect(
    (await available.get('/api/features?principalDomain=Neighbor&principal=1002')).json(),
  ).toEqual({ 'onboarding-3-0': { enabled: true } });

  const classic = await signIn(server().app, 'trial-classic');
  expect(
    (await classic.get('/api/features?principalDomain=Neighbor&principal=1013')).json(),
  ).toEqual({ 'onboarding-3-0': { enabled: false } });
});
