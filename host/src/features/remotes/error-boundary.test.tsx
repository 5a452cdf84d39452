import { render, screen } from '@testing-library/react';
import { allowConsoleError } from 'test-support';
import { ErrorBoundary } from './error-boundary';

function Page({ at }: { at: string }) {
  if (at.startsWith('/broken')) throw new Error(`${at} broke`);
  return <p>page at {at}</p>;
}

function renderAt(at: string) {
  return (
    <ErrorBoundary resetKey={at} fallback={() => <p>boundary page</p>}>
      <Page at={at} />
    </ErrorBoundary>
  );
}

beforeEach(() => allowConsoleError(/broke/));

test('a failure shown is tried again when the key changes', () => {
  const { rerender } = render(renderAt('/broken'));
  expect(screen.getByText('boundary page')).toBeInTheDocument();
  rerender(renderAt('/fine'));
  expect(screen.getByText('page at /fine')).toBeInTheDocument();
});

test('a failure caught with a new key stays shown, and the one after goes on to the next key', () => {
  const { rerender } = render(renderAt('/fine'));
  rerender(renderAt('/broken-a'));
  expect(screen.getByText('boundary page')).toBeInTheDocument();
  rerender(renderAt('/broken-b'));
  expect(screen.getByText('boundary page')).toBeInTheDocument();
  rerender(renderAt('/fine'));
  expect(screen.getByText('page at /fine')).toBeInTheDocument();
});

test('without a key a failure stays until the boundary is remounted', () => {
  const { rerender } = render(
    <ErrorBoundary fallback={() => <p>boundary page</p>}>
      <Page at="/broken" />
    </ErrorBoundary>,
  );
  rerender(
    <ErrorBoundary fallback={() => <p>boundary page</p>}>
      <Page at="/fine" />
    </ErrorBoundary>,
  );
  expect(screen.getByText('boundary page')).toBeInTheDocument();
});
