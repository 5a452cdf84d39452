import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, Toaster, TOAST_DURATION_MS } from './toaster';
import { UiProvider } from './provider';

// First: the region's code loads with the first toast of the module's life, and then stays.
test('the toast region mounts with the first toast and shows it', async () => {
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  act(() => showToast({ title: 'Settings could not be saved', status: 'error' }));
  expect(await screen.findByText('Settings could not be saved')).toBeInTheDocument();
  expect(screen.getByRole('region')).toBeInTheDocument();
});

test('a toast shows its title and goes away after 2 seconds', async () => {
  jest.useFakeTimers();
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
  act(() => showToast({ title: 'Front Door successfully enrolled', status: 'success' }));
  expect(await screen.findByText('Front Door successfully enrolled')).toBeInTheDocument();
  expect(TOAST_DURATION_MS).toBe(2000);
  await act(async () => {
    jest.advanceTimersByTime(TOAST_DURATION_MS + 1000);
  });
  expect(screen.queryByText('Front Door successfully enrolled')).not.toBeInTheDocument();
  jest.useRealTimers();
});

test('Dismiss notification closes a toast before its 2 seconds', async () => {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
  act(() => showToast({ title: 'Alert preferences saved', status: 'success' }));
  const toast = await screen.findByRole('status', { name: /Alert preferences saved/ });
  await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(
    () => expect(screen.queryByText('Alert preferences saved')).not.toBeInTheDocument(),
    {
      timeout: TOAST_DURATION_MS / 2,
    },
  );
});
