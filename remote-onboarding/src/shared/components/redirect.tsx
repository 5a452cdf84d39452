import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts/platform';

/** Leaves the control center through the Platform (back to the app in a mobile session). */
export function ExitNow() {
  const platform = usePlatform();
  useEffect(() => {
    platform.exit();
  }, [platform]);
  return null;
}
