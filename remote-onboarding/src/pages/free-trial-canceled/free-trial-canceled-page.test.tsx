import { setupApiServer } from 'shared-contracts/testing';
import { screen } from '@testing-library/react';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();

test('Dashboard leaves for the account pages', async () => {
  api.use();
  const { user, platform } = renderRemote('/free-trial-canceled');
  expect(
    await screen.findByRole('heading', { name: 'Your free trial has been canceled' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dashboard' }));
  expect(platform.calls.exit).toBe(1);
});

test('with the small-business dashboard flag, Dashboard opens /dashboard', async () => {
  api.use();
  const { user, platform } = renderRemote('/free-trial-canceled', {
    flags: { 'next-dashboard-smb-customers': true },
  });
  await user.click(await screen.findByRole('button', { name: 'Dashboard' }));
  expect(platform.calls.navigate[0]?.to).toBe('/dashboard');
  expect(platform.calls.exit).toBe(0);
});
