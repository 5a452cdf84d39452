import { render, waitFor } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

// The dialog's code cannot be fetched (a chunk lost on a bad connection).
jest.mock('ui/overlays', () => {
  throw new Error('ChunkLoadError: offline');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

test('a confirm whose code cannot load is cancelled: nothing runs unconfirmed', async () => {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Leave?"
      confirmLabel="Leave"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  expect(onConfirm).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith(
    'The confirmation dialog could not be loaded',
    expect.any(Error),
  );
});

test('with a dismissal of its own (Authorize, the exit warning), that is what runs', async () => {
  const onCancel = jest.fn();
  const onDismiss = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Setup Incomplete"
      confirmLabel="Continue Setup"
      cancelLabel="Exit"
      onConfirm={jest.fn()}
      onCancel={onCancel}
      onDismiss={onDismiss}
    />,
  );
  await waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1));
  expect(onCancel).not.toHaveBeenCalled();
});
