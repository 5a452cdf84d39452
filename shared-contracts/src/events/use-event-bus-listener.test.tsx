import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { dropGlobalSingleton } from '../internal/global-singleton';
import { EVENTS, getEventBus } from './event-bus';
import { useEventBusListener } from './use-event-bus-listener';

afterEach(() => dropGlobalSingleton('shared-contracts.event-bus'));

function PauseIndicator() {
  const [paused, setPaused] = useState(false);
  useEventBusListener(EVENTS.PAUSE_CHANGED, (payload) => setPaused(payload.paused));
  return <p>{paused ? 'Paused' : 'Active'}</p>;
}

test('the hook listens while mounted and stops on unmount', async () => {
  const { unmount } = render(<PauseIndicator />);
  expect(screen.getByText('Active')).toBeInTheDocument();
  await act(() =>
    getEventBus().emit(EVENTS.PAUSE_CHANGED, { ownerId: 1, locationId: 'loc-1', paused: true }),
  );
  expect(screen.getByText('Paused')).toBeInTheDocument();
  expect(getEventBus().listenerCount(EVENTS.PAUSE_CHANGED)).toBe(1);
  unmount();
  expect(getEventBus().listenerCount(EVENTS.PAUSE_CHANGED)).toBe(0);
});

function Latest({ label, seen }: { label: string; seen: string[] }) {
  useEventBusListener(EVENTS.SESSION_ENDED, () => seen.push(label));
  return null;
}

test('the latest handler is called without resubscribing', async () => {
  const seen: string[] = [];
  const { rerender } = render(<Latest label="first" seen={seen} />);
  rerender(<Latest label="second" seen={seen} />);
  await act(() => getEventBus().emit(EVENTS.SESSION_ENDED, { userId: 1 }));
  expect(seen).toEqual(['second']);
  expect(getEventBus().listenerCount(EVENTS.SESSION_ENDED)).toBe(1);
});
