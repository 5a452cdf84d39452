import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from 'app-runtime/lazy';
import { LabelledSwitch, useConfirmation } from 'ui';
import { renderWithProviders } from '../../testing/render';
import { localFlagMemory } from './storage';

function Harness({ storageKey }: { storageKey?: string }) {
  const [on, setOn] = useState(true);
  const confirmation = useConfirmation(storageKey ? localFlagMemory(storageKey) : undefined);
  return (
    <>
      <LabelledSwitch
        label="Thing"
        checked={on}
        onChange={(next) => (next ? setOn(true) : confirmation.request(() => setOn(false)))}
      />
      <ConfirmDialog {...confirmation.dialog} title="Turn it off?" confirmLabel="Turn Off">
        Really?
      </ConfirmDialog>
    </>
  );
}

afterEach(() => localStorage.clear());

test('a switch asks before turning off; cancel keeps it on, confirm turns it off', async () => {
  const { user } = renderWithProviders(<Harness />);
  const toggle = screen.getByRole('switch', { name: 'Thing' });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  const dialog = await screen.findByRole('alertdialog', { name: 'Turn it off?' });
  expect(dialog).toHaveTextContent('Really?');
  expect(screen.queryByRole('checkbox', { name: "Don't show this again" })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('switch', { name: 'Thing' })).toBeChecked();
  await user.click(screen.getByRole('switch', { name: 'Thing' }));
  await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Thing' })).not.toBeChecked());
});

test("'don't show again' stores a local flag, after which the modal auto-confirms", async () => {
  const { user, unmount } = renderWithProviders(<Harness storageKey="test-key" />);
  await user.click(screen.getByRole('switch', { name: 'Thing' }));
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Turn Off' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Thing' })).not.toBeChecked());
  expect(localStorage.getItem('test-key')).toBe('true');
  unmount();

  const { user: secondUser } = renderWithProviders(<Harness storageKey="test-key" />);
  await secondUser.click(screen.getByRole('switch', { name: 'Thing' }));
  expect(screen.getByRole('switch', { name: 'Thing' })).not.toBeChecked();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('the modal is 650px wide', async () => {
  const { user } = renderWithProviders(<Harness />);
  await user.click(screen.getByRole('switch', { name: 'Thing' }));
  expect(await screen.findByRole('alertdialog')).toHaveStyle({ maxWidth: '650px' });
});

test('works by keyboard: Space toggles the switch, Escape cancels the modal', async () => {
  const { user } = renderWithProviders(<Harness />);
  await user.tab();
  expect(screen.getByRole('switch', { name: 'Thing' })).toHaveFocus();
  await user.keyboard(' ');
  const dialog = await screen.findByRole('alertdialog', { name: 'Turn it off?' });
  expect(dialog).toBeVisible();
  // The dialog listens for Escape once it has taken the focus.
  // eslint-disable-next-line testing-library/no-node-access -- focus may land on any part of the dialog
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('switch', { name: 'Thing' })).toBeChecked();
});
