import { screen, waitFor } from '@testing-library/react';
import { ONBOARDING_TEXTS } from '../lib/copy';
import { createFakePlatform } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { OnboardingContainer } from './onboarding-container';
import { onboardingPage } from '../lib/onboarding-flow';

function renderContainer(props: Partial<Parameters<typeof OnboardingContainer>[0]> = {}) {
  const onPrimary = jest.fn();
  const onSecondary = jest.fn();
  const view = renderWithProviders(
    <OnboardingContainer
      pageId="test-page"
      title="Test Title"
      primary={{ label: 'Go On', onClick: onPrimary }}
      secondary={{ label: 'Other', onClick: onSecondary }}
      alert={{ status: 'error', title: 'Something to know' }}
      {...props}
    >
      <p>Body</p>
    </OnboardingContainer>,
    { platform: createFakePlatform() },
  );
  return { ...view, onPrimary, onSecondary };
}

test('header with back and close, the title, the alert, a primary and a secondary button', async () => {
  const { user, platform, onPrimary, onSecondary } = renderContainer({
    back: { to: onboardingPage('loc-1', 'devices') },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Test Title' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Something to know');
  expect(screen.getByText('Body')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go On' }));
  expect(onPrimary).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Other' }));
  expect(onSecondary).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(platform.calls.navigate).toEqual([
    { to: '/onboarding/loc-1/devices', options: undefined },
  ]);

  expect(platform.calls.recordStat).toEqual([
    { action: 'onboarding_primary', pageId: 'test-page' },
    { action: 'onboarding_secondary', pageId: 'test-page' },
    { action: 'onboarding_back', pageId: 'test-page' },
  ]);
});

test('no back button when the page has nowhere to go back to', () => {
  renderContainer();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('Close warns that setup is incomplete; Continue Setup stays', async () => {
  const { user, platform } = renderContainer();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: ONBOARDING_TEXTS.setupIncompleteTitle,
  });
  expect(dialog).toHaveTextContent(ONBOARDING_TEXTS.setupIncompleteMessage);
  await user.click(screen.getByRole('button', { name: 'Continue Setup' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(platform.calls.exit).toBe(0);
  expect(platform.calls.recordStat).toContainEqual({
    action: 'onboarding_close',
    pageId: 'test-page',
  });
});

test('Exit in the warning leaves through platform.exit()', async () => {
  const { user, platform } = renderContainer();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(await screen.findByRole('button', { name: 'Exit' }));
  expect(platform.calls.exit).toBe(1);
});

test('Back from the first page warns too, then exits', async () => {
  const { user, platform } = renderContainer({ back: 'exit' });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(
    ONBOARDING_TEXTS.setupIncompleteMessage,
  );
  await user.click(screen.getByRole('button', { name: 'Exit' }));
  expect(platform.calls.exit).toBe(1);
  expect(platform.calls.recordStat).toContainEqual({
    action: 'onboarding_back',
    pageId: 'test-page',
  });
});

test('once setup is complete, Close exits without the warning', async () => {
  const { user, platform } = renderContainer({ warnOnExit: false });
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(platform.calls.exit).toBe(1);
});

test('the warning works by keyboard: Escape continues the setup', async () => {
  const { user, platform } = renderContainer();
  screen.getByRole('button', { name: 'Close' }).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog');
  // Escape is heard once the dialog has taken the focus (it failed once under load when pressed
  // before, with the dialog still open a second later).
  // eslint-disable-next-line testing-library/no-node-access -- focus may land on any part of the dialog
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
  expect(platform.calls.exit).toBe(0);
});
