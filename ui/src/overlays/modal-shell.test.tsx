import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MODAL_WIDTH, ModalShell } from './modal-shell';
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

function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <UiProvider>
      <ModalShell
        open
        title="Pause Virtual Security Guard?"
        confirmLabel="Pause"
        cancelLabel="Cancel"
        onConfirm={() => onConfirm()}
        onCancel={onCancel}
        dontShowAgain={{ label: "Don't show this again", checked, onCheckedChange: setChecked }}
      >
        <p>Guards will not monitor motion events.</p>
        <p>{checked ? 'ticked' : 'not ticked'}</p>
      </ModalShell>
    </UiProvider>
  );
}

test('shows the title, body and buttons in a 650px dialog', async () => {
  render(<Harness onConfirm={jest.fn()} onCancel={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Pause Virtual Security Guard?' });
  expect(dialog).toHaveTextContent('Guards will not monitor motion events.');
  expect(MODAL_WIDTH).toBe('650px');
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('confirm, cancel, close and Escape reach the caller', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
  await user.click(await screen.findByRole('button', { name: 'Pause' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(3);
});

test('a separate dismiss handler takes the close button and Escape', async () => {
  const user = userEvent.setup();
  const onCancel = jest.fn();
  const onDismiss = jest.fn();
  render(
    <UiProvider>
      <ModalShell
        open
        title="Authorize"
        confirmLabel="Authorize"
        cancelLabel="Deny"
        onConfirm={jest.fn()}
        onCancel={onCancel}
        onDismiss={onDismiss}
      >
        <p>body</p>
      </ModalShell>
    </UiProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'Deny' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test("the don't show again checkbox is operable by keyboard", async () => {
  const user = userEvent.setup();
  render(<Harness onConfirm={jest.fn()} onCancel={jest.fn()} />);
  const checkbox = await screen.findByRole('checkbox', { name: "Don't show this again" });
  expect(screen.getByText('not ticked')).toBeInTheDocument();
  checkbox.focus();
  await user.keyboard(' ');
  expect(screen.getByText('ticked')).toBeInTheDocument();
  expect(checkbox).toBeChecked();
});
