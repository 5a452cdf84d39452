import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { Platform } from './platform';

/** The Platform the host (or a remote's standalone bootstrap) provides. */
export const PlatformContext = createContext<Platform | null>(null);
PlatformContext.displayName = 'PlatformContext';

export function PlatformProvider({
  platform,
  children,
}: {
  platform: Platform;
  children?: ReactNode;
}) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}
