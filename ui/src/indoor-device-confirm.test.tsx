import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIndoorDeviceConfirm, IndoorDeviceConfirm } from './indoor-device-confirm';
import type { ShowAgainMemory } from './indoor-device-confirm-props';
import { UiProvider } from './provider';

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

function Harness({ memory, enroll }: { memory: ShowAgainMemory; enroll: () => void }) {
  const confirm = useIndoorDeviceConfirm(memory);
  return (
    <UiProvider>
      <button type="button" onClick={() => confirm.request(enroll)}>
        Enroll Den
      </button>
      <IndoorDeviceConfirm {...confirm.dialog} />
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
