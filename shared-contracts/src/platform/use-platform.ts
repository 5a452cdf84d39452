import { useContext } from 'react';
import type { Platform } from './platform';
import { PlatformContext } from './platform-provider';

export const PLATFORM_MISSING_MESSAGE =
  'usePlatform must be used inside a <PlatformProvider>: the host, or a remote in standalone mode, provides the Platform.';

/** The Platform of the page; throws outside a PlatformProvider. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (platform === null) throw new Error(PLATFORM_MISSING_MESSAGE);
  return platform;
}

/** Whether a feature flag is on (a flag absent means off). */
export function useFlag(name: string): boolean {
  return usePlatform().isFlagOn(name);
}
