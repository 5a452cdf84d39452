import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';

/** Replaces the current entry with `to`, through the Platform's navigation. */
export function Redirect({ to }: { to: string }) {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigate(to, { replace: true });
  }, [platform, to]);
  return null;
}

/** Leaves the control center through the Platform (back to the app in a mobile session). */
export function ExitNow() {
  const platform = usePlatform();
  useEffect(() => {
    platform.exit();
  }, [platform]);
  return null;
}
