import { useEffect, useRef } from 'react';
import { usePlatform } from 'shared-contracts/platform';
import { LoadingState } from './loading-state';

/** Leaves the control center (platform.exit) once, showing a spinner meanwhile. */
export function ExitApp() {
  const platform = usePlatform();
  const exited = useRef(false);
  useEffect(() => {
    if (exited.current) return;
    exited.current = true;
    platform.exit();
  }, [platform]);
  return <LoadingState label="Leaving" />;
}
