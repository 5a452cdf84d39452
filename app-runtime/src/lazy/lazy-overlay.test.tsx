import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-overlay';

interface NoteProps {
  open: boolean;
  onCancel: () => void;
}

function Note({ open }: NoteProps) {
  return open ? <p role="dialog">the note</p> : <p>closed note</p>;
}

/** A lazy dialog whose code arrives (or fails) when the test says. */
function lazyNote() {
  const loads: { resolve: (component: typeof Note) => void; reject: (error: Error) => void }[] = [];
  const onLoadError = jest.fn();
  const LazyNote = lazyDialog<NoteProps>(
    () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
    onLoadError,
  );
  return { LazyNote, loads, onLoadError };
}

test('a closed dialog loads no code and renders nothing; opening loads it and shows it', async () => {
  const { LazyNote, loads } = lazyNote();
  const onCancel = jest.fn();
  const { rerender, container } = render(<LazyNote open={false} onCancel={onCancel} />);
  expect(loads).toHaveLength(0);
  expect(container).toBeEmptyDOMElement();

  rerender(<LazyNote open onCancel={onCancel} />);
  expect(loads).toHaveLength(1);
  await act(async () => loads[0]?.resolve(Note));
  expect(screen.getByRole('dialog')).toHaveTextContent('the note');

  // Closed, it stays mounted (its closing animation); reopened, it shows at once, with no new load.
  rerender(<LazyNote open={false} onCancel={onCancel} />);
  expect(screen.getByText('closed note')).toBeInTheDocument();
  rerender(<LazyNote open onCancel={onCancel} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(loads).toHaveLength(1);
});

test('a dialog loaded once renders in the same pass wherever it opens next', async () => {
  const { LazyNote, loads } = lazyNote();
  const { unmount } = render(<LazyNote open onCancel={jest.fn()} />);
  await act(async () => loads[0]?.resolve(Note));
  unmount();
  render(<LazyNote open onCancel={jest.fn()} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(loads).toHaveLength(1);
});

test('code that cannot be fetched calls onLoadError with the props; the next opening retries', async () => {
  const { LazyNote, loads, onLoadError } = lazyNote();
  const onCancel = jest.fn();
  const { rerender } = render(<LazyNote open onCancel={onCancel} />);
  const error = new Error('ChunkLoadError: offline');
  await act(async () => loads[0]?.reject(error));
  expect(onLoadError).toHaveBeenCalledWith({ open: true, onCancel }, error);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  rerender(<LazyNote open={false} onCancel={onCancel} />);
  rerender(<LazyNote open onCancel={onCancel} />);
  expect(loads).toHaveLength(2);
  await act(async () => loads[1]?.resolve(Note));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
