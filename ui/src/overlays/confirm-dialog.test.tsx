import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { MODAL_WIDTH } from './modal-shell';
import { UiProvider } from '../provider';

// jsdom has no PointerEvent; Chakra's checkbox dispatches one when it is toggled by keyboard.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {}
    Object.defineProperty(window, 'PointerEvent', {
      value: PointerEventPolyfill,
      configurable: true,
    });
  }
});

type Handlers = Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'onDismiss'>;

function renderOpen(props: Partial<ConfirmDialogProps> & Handlers, body: ReactNode = 'Body') {
  return render(
    <UiProvider>
      <ConfirmDialog open title="Pause Virtual Security Guard?" confirmLabel="Pause" {...props}>
        {body}
      </ConfirmDialog>
    </UiProvider>,
  );
}

/** A page with a button that opens the confirm, as a switch or a link does. */
function Page({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  return (
    <UiProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Pause
      </button>
      <ConfirmDialog
        open={open}
        title="Pause Virtual Security Guard?"
        confirmLabel="Pause"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
        dontShowAgain={{ checked, onChange: setChecked }}
      >
        <p>Guards will not monitor motion events.</p>
        <p>{checked ? 'ticked' : 'not ticked'}</p>
      </ConfirmDialog>
    </UiProvider>
  );
}

test('a confirm is an alert dialog named by its title, with its body and buttons, 650px wide', async () => {
  renderOpen(
    { onConfirm: jest.fn(), onCancel: jest.fn() },
    'Guards will not monitor motion events.',
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  expect(dialog).toHaveTextContent('Guards will not monitor motion events.');
  expect(MODAL_WIDTH).toBe('650px');
  expect(dialog).toHaveStyle({ maxWidth: '650px' });
  expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
});

test('confirm, cancel and Escape reach the caller', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderOpen({ onConfirm, onCancel });
  await user.click(await screen.findByRole('button', { name: 'Pause' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  // The dialog listens for Escape once it has taken the focus.
  const dialog = screen.getByRole('alertdialog');
  // eslint-disable-next-line testing-library/no-node-access -- focus may land on any part of the dialog
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
});

test('a separate dismissal takes the close button and Escape; the cancel button stays cancel', async () => {
  const user = userEvent.setup();
  const onCancel = jest.fn();
  const onDismiss = jest.fn();
  renderOpen({
    role: 'dialog',
    title: 'Authorize',
    confirmLabel: 'Authorize',
    cancelLabel: 'Deny',
    closeButton: true,
    onConfirm: jest.fn(),
    onCancel,
    onDismiss,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Authorize' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalledTimes(2);
  await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('an information modal has its confirm button only', async () => {
  renderOpen({
    role: 'dialog',
    title: 'Watch Zones',
    confirmLabel: 'Got It',
    cancelLabel: null,
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Watch Zones' });
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Got It']);
});

test('while the confirm runs, cancel is disabled', async () => {
  renderOpen({ busy: true, onConfirm: jest.fn(), onCancel: jest.fn() });
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

test('while the confirm runs, neither Escape nor the close button dismisses it', async () => {
  const user = userEvent.setup();
  const onDismiss = jest.fn();
  renderOpen({
    busy: true,
    closeButton: true,
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
    onDismiss,
  });
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(onDismiss).not.toHaveBeenCalled();
  expect(dialog).toBeVisible();
});

test("the don't show again checkbox is operable by keyboard", async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  const checkbox = await screen.findByRole('checkbox', { name: "Don't show this again" });
  expect(screen.getByText('not ticked')).toBeInTheDocument();
  checkbox.focus();
  await user.keyboard(' ');
  expect(screen.getByText('ticked')).toBeInTheDocument();
  expect(checkbox).toBeChecked();
});

test('Tab stays inside the open dialog, and closing gives the focus back to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Pause' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  // eslint-disable-next-line testing-library/no-node-access -- focus may land on any part of the dialog
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (let step = 0; step < 4; step += 1) {
    await user.tab();
    // eslint-disable-next-line testing-library/no-node-access -- focus may land on any part of the dialog
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
