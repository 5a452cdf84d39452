import { act, screen } from '@testing-library/react';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../testing/render-remote';
import { whenIdle } from 'shared-contracts/platform';

// The idle preload is left to the next test file: here the pages' code loads when a test says so.
jest.mock('shared-contracts/platform', () => ({
  ...jest.requireActual<object>('shared-contracts/platform'),
  whenIdle: jest.fn(() => () => undefined),
}));

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

// In order: the first test runs before anything in this file has loaded the pages' code.
test("a page opened before the pages' code has arrived shows the loading state, then the page", async () => {
  api.use();
  renderRemote('/onboarding/loc-1/how-vsg-works', { location: location() });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'How VSG Works' })).toBeInTheDocument();
});

test('once the browser is idle the routes load the other pages, which then render in the same pass', async () => {
  api.use();
  jest.mocked(whenIdle).mockClear();
  const { unmount } = renderRemote('/onboarding/loc-1', { location: location() });
  expect(whenIdle).toHaveBeenCalledTimes(1);
  const [idleTask] = jest.mocked(whenIdle).mock.calls[0] ?? [];
  await act(async () => {
    idleTask?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  unmount();

  renderRemote('/free-trial-canceled');
  expect(
    screen.getByRole('heading', { name: 'Your free trial has been canceled' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});
