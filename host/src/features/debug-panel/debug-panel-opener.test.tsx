import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { featureFlagsQueryKey } from 'shared-contracts/api';
import {
  buildEnvironmentConfig,
  createFakePlatform,
  FIXTURE_USER_ID,
} from 'shared-contracts/testing';
import { setRegistry } from '../../federation/registry/current-registry';
import { SETTINGS_REMOTE } from '../../testing/test-registry';
import { DebugPanelOpener } from './debug-panel-opener';

const enabled = (debugPanel: boolean) =>
  createFakePlatform({ config: { ...buildEnvironmentConfig(), debugPanel } });

beforeEach(() => {
  setRegistry({
    schemaVersion: 2,
    remotes: { settings: { ...SETTINGS_REMOTE, version: '1.4.0' } },
  });
  window.history.replaceState(null, '', '/');
});

test('Alt+Shift+D opens the panel where the environment enables it, and closes it again', async () => {
  const { user } = renderWithProviders(<DebugPanelOpener />, { platform: enabled(true) });
  await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
  const panel = await screen.findByRole('dialog', { name: 'Debug panel' });
  const remotes = within(panel).getByRole('table', { name: 'Remotes' });
  expect(
    within(remotes).getByRole('row', { name: /settings 1\.4\.0 stable not loaded/ }),
  ).toBeVisible();
  expect(within(panel).getByRole('table', { name: 'Feature flags' })).toBeVisible();
  expect(within(panel).getByRole('table', { name: 'Shared singletons' })).toBeVisible();

  await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('?vsg-debug opens it with the page', async () => {
  renderWithProviders(<DebugPanelOpener />, {
    platform: enabled(true),
    route: '/locations?vsg-debug',
  });
  expect(await screen.findByRole('dialog', { name: 'Debug panel' })).toBeVisible();
});

test('where the environment does not enable it, neither the shortcut nor the address opens it', async () => {
  const { user } = renderWithProviders(<DebugPanelOpener />, {
    platform: enabled(false),
    route: '/locations?vsg-debug',
  });
  await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
  // The panel's chunk would load on the next tick: give it one, then it must still be closed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Copy snapshot puts the page’s versions, flags and route on the clipboard', async () => {
  window.history.replaceState(null, '', '/locations?vsg-debug');
  const queryClient = new QueryClient();
  queryClient.setQueryData(featureFlagsQueryKey('Neighbor', FIXTURE_USER_ID), {
    'next-private-guard': true,
  });
  const { user } = renderWithProviders(<DebugPanelOpener />, {
    platform: enabled(true),
    route: '/locations?vsg-debug',
    queryClient,
  });
  // user-event's own clipboard stands in for the browser's.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: 'Copy snapshot' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toMatchObject({
    snapshot: 1,
    environment: 'local',
    route: '/locations',
    remotes: { settings: '1.4.0' },
    flags: { 'next-private-guard': true },
  });
});
