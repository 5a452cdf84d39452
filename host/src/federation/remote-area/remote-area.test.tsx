import { screen } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { allowConsoleError } from 'test-support';
import type { RemoteAppModule } from 'shared-contracts/registry';
import { routeContextAt } from 'shared-contracts/testing';
import { reloadPage } from '../../lib/reload-page';
import { RemoteArea } from './remote-area';
import { forgetRemoteComponents } from './remote-components';
import { loadedRemoteApp, loadRemoteApp } from '../registry/load-remote';

// The federation runtime cannot run in jsdom: the registry is the seam to the network here.
jest.mock('../registry/load-remote', () => ({
  loadedRemoteApp: jest.fn(),
  loadRemoteApp: jest.fn(),
}));

// jsdom cannot load a new page.
jest.mock('../../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const load = jest.mocked(loadRemoteApp);

/** An exposed app module: the app and its route table. */
const appModule = (RemoteApp: RemoteAppModule['RemoteApp']): RemoteAppModule => ({
  RemoteApp,
  routeTable: { name: 'remote_x', module: './app', mounts: ['/x'], flags: [], pages: [] },
});
const route = routeContextAt('/locations/loc-1/devices');

// Only the preloads: the design system's styles live in the head too.
afterEach(() => {
  // eslint-disable-next-line testing-library/no-node-access -- the preloads are in the head, outside the screen
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

beforeEach(() => {
  jest.mocked(reloadPage).mockClear();
  load.mockReset();
  jest.mocked(loadedRemoteApp).mockReset();
  forgetRemoteComponents();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('renders the remote app once it has loaded', async () => {
  load.mockResolvedValue(appModule((props) => <p>settings at {props.route.pathname}</p>));
  renderWithProviders(<RemoteArea remote="settings" route={route} />);
  expect(await screen.findByText('settings at /locations/loc-1/devices')).toBeInTheDocument();
});

test('a remote that has already loaded renders in the same pass, with no loading state', () => {
  jest
    .mocked(loadedRemoteApp)
    .mockReturnValue(appModule((props) => <p>settings at {props.route.pathname}</p>));
  renderWithProviders(<RemoteArea remote="settings" route={route} />);
  // No await: a lazy component would still be suspended here, behind the loading state.
  expect(screen.getByText('settings at /locations/loc-1/devices')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('a remote that fails to load shows the boundary in its area, and Retry loads it again', async () => {
  allowConsoleError(/remote down/);
  load.mockRejectedValueOnce(new Error('remote down'));
  const { user } = renderWithProviders(
    <>
      <p>host content</p>
      <RemoteArea remote="dashboard" route={route} />
    </>,
  );
  expect(await screen.findByText('There was a problem')).toBeInTheDocument();
  expect(screen.getByText('host content')).toBeInTheDocument();

  load.mockResolvedValue(appModule(() => <p>dashboard is back</p>));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('dashboard is back')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('dashboard');
});

test("Retry loads a new page when the page's HTML preloaded that remote's code", async () => {
  allowConsoleError(/remote down/);
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="preload" as="script" href="https://onboarding.example/chunks/1.js" data-remote-preload="onboarding">',
  );
  load.mockRejectedValueOnce(new Error('remote down'));
  const { user } = renderWithProviders(<RemoteArea remote="onboarding" route={route} />);
  expect(await screen.findByText('There was a problem')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
});
