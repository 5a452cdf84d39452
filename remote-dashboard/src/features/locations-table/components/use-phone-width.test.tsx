import { act, render, screen } from '@testing-library/react';
import { PHONE_WIDTH_QUERY, usePhoneWidth } from './use-phone-width';

/** A matchMedia whose one query's answer the test sets. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  let matches = initially;
  const query = {
    get matches() {
      return matches;
    },
    media: PHONE_WIDTH_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = jest.fn(() => query);
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  return {
    matchMedia,
    cross(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { value: jsdomMatchMedia, configurable: true });
});

function Probe() {
  return <p>{usePhoneWidth() ? 'phone' : 'wider'}</p>;
}

test('follows the phone breakpoint as the viewport crosses it', () => {
  const media = fakeMatchMedia(true);
  render(<Probe />);
  expect(screen.getByText('phone')).toBeInTheDocument();
  expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 529px)');
  act(() => media.cross(false));
  expect(screen.getByText('wider')).toBeInTheDocument();
});

test('without matchMedia the viewport is not a phone', () => {
  Reflect.deleteProperty(window, 'matchMedia');
  render(<Probe />);
  expect(screen.getByText('wider')).toBeInTheDocument();
});
