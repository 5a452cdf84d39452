import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from 'ui';
import { ConfirmDialog } from './confirm-dialog';

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <UiProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <ConfirmDialog
        open={open}
        title="Remove Private Guard?"
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      >
        The agency will no longer be notified.
      </ConfirmDialog>
    </UiProvider>
  );
}

test("a closed confirm renders nothing; opening loads ui/overlays' dialog and shows it", async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  render(<Page onConfirm={onConfirm} />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove Private Guard?' });
  expect(dialog).toHaveTextContent('The agency will no longer be notified.');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});
