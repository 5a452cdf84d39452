import { screen } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { releaseChoice } from '../../federation/registry/canary-choice';
import { OVERRIDE_COOKIE } from '../../federation/registry/override-rules';
import { reloadPage } from '../../lib/reload-page';
import { AppLayout } from './app-layout';

jest.mock('../../lib/reload-page', () => ({ reloadPage: jest.fn() }));

afterEach(() => {
  releaseChoice().pinned = {};
});

test('no badge shows while nothing is pinned', () => {
  renderWithProviders(
    <AppLayout chromeless={false} onLogout={jest.fn()}>
      <p>page</p>
    </AppLayout>,
  );
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
});

for (const chromeless of [false, true]) {
  test(`a pin shows the badge naming it${chromeless ? ' in the webview' : ''}; Reset clears it and reloads`, async () => {
    releaseChoice().pinned = {
      settings: '1.0.0-abc',
      dashboard: 'http://localhost:3003/remoteEntry.js',
    };
    document.cookie = `${OVERRIDE_COOKIE}=settings%401.0.0-abc; Path=/`;
    const { user } = renderWithProviders(
      <AppLayout chromeless={chromeless} onLogout={jest.fn()}>
        <p>page</p>
      </AppLayout>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Override: settings pinned to 1.0.0-abc, dashboard pinned to http://localhost:3003/remoteEntry.js',
    );
    // By keyboard: the Reset button is reachable with Tab.
    const reset = screen.getByRole('button', { name: 'Reset' });
    for (let step = 0; step < 10 && !reset.matches(':focus'); step += 1) await user.tab();
    expect(reset).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    jest.mocked(reloadPage).mockClear();
  });
}
