import { waitFor } from '@testing-library/react';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../testing/render-remote';

const api = setupApiServer();

test('an unknown onboarding page goes to /not-found', async () => {
  api.use();
  const { path } = renderRemote('/onboarding/loc-1/nowhere', { location: buildCurrentLocation() });
  await waitFor(() => expect(path()).toBe('/not-found'));
});

test('a path this remote does not own goes to /not-found', async () => {
  api.use();
  const { path } = renderRemote('/something-else', { location: null });
  await waitFor(() => expect(path()).toBe('/not-found'));
});
