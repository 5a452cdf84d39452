import { render, renderHook, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { FEATURE_FLAGS } from '../constants/flags';
import { createFakePlatform } from '../testing/fake-platform';
import { PlatformProvider } from './platform-provider';
import { PLATFORM_MISSING_MESSAGE, useFlag, usePlatform } from './use-platform';

test('usePlatform returns the provided platform', () => {
  const platform = createFakePlatform();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  const { result } = renderHook(() => usePlatform(), { wrapper });
  expect(result.current).toBe(platform);
});

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <p role="alert">{this.state.message}</p>
    );
  }
}

test('usePlatform throws a clear error outside a provider', () => {
  function Orphan() {
    usePlatform();
    return null;
  }
  const caught: unknown[] = [];
  render(
    <Boundary>
      <Orphan />
    </Boundary>,
    { onCaughtError: (error) => caught.push(error) },
  );
  expect(screen.getByRole('alert')).toHaveTextContent(PLATFORM_MISSING_MESSAGE);
  expect(caught).toHaveLength(1);
});

test('useFlag reads a flag; an absent flag is off', () => {
  function Flags() {
    const privateGuard = useFlag(FEATURE_FLAGS.PRIVATE_GUARD);
    const sos = useFlag(FEATURE_FLAGS.SOS_SUPPORT);
    return <p>{`guard:${String(privateGuard)} sos:${String(sos)}`}</p>;
  }
  render(
    <PlatformProvider platform={createFakePlatform({ flags: { 'next-private-guard': true } })}>
      <Flags />
    </PlatformProvider>,
  );
  expect(screen.getByText('guard:true sos:false')).toBeInTheDocument();
});
