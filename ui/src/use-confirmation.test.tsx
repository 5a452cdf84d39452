import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INDOOR_DEVICE_TEXTS as T } from './indoor-device-texts';
import { ConfirmDialog } from './overlays/confirm-dialog';
import { UiProvider } from './provider';
import { useConfirmation, type ShowAgainMemory } from './use-confirmation';

function memoryOf(skipped = false): ShowAgainMemory & { skipped: boolean } {
  const memory = {
    skipped,
    isSkipped: () => memory.skipped,
    skip: () => {
      memory.skipped = true;
    },
  };
  return memory;
}

function Harness({ memory, enroll }: { memory?: ShowAgainMemory; enroll: () => void }) {
  const confirm = useConfirmation(memory);
  return (
    <UiProvider>
      <button type="button" onClick={() => confirm.request(enroll)}>
        Enroll Den
      </button>
      <ConfirmDialog {...confirm.dialog} title={T.title} confirmLabel={T.confirm}>
        {T.body}
      </ConfirmDialog>
    </UiProvider>
  );
}

test("asks 'Indoor Device' first; Cancel enrolls nothing", async () => {
  const user = userEvent.setup();
  const enroll = jest.fn();
  render(<Harness memory={memoryOf()} enroll={enroll} />);
  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Indoor Device' });
  expect(within(dialog).getByText(/Guards will see inside your home/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(enroll).not.toHaveBeenCalled();
});

test("Enroll Indoor Device enrolls; with 'don't show again' ticked, the next time goes ahead", async () => {
  const user = userEvent.setup();
  const enroll = jest.fn();
  const memory = memoryOf();
  render(<Harness memory={memory} enroll={enroll} />);
  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Enroll Indoor Device' }));
  expect(enroll).toHaveBeenCalledTimes(1);
  expect(memory.skipped).toBe(true);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  expect(enroll).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('confirming without the box ticked keeps asking', async () => {
  const user = userEvent.setup();
  const memory = memoryOf();
  render(<Harness memory={memory} enroll={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  await user.click(await screen.findByRole('button', { name: 'Enroll Indoor Device' }));
  expect(memory.skipped).toBe(false);
});

test("without a memory there is no 'don't show again', and every request asks", async () => {
  const user = userEvent.setup();
  const enroll = jest.fn();
  render(<Harness enroll={enroll} />);
  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Indoor Device' });
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Enroll Indoor Device' }));
  expect(enroll).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Enroll Den' }));
  expect(await screen.findByRole('alertdialog', { name: 'Indoor Device' })).toBeInTheDocument();
});
