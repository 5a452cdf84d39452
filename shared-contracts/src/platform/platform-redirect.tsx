import { useEffect } from 'react';
import { usePlatform } from './use-platform';

/**
 * Replaces the current entry with `to` (an absolute path), through the Platform's navigation: the
 * one way a remote moves the page, redirects included (platform.md section 1).
 */
export function PlatformRedirect({ to }: { to: string }) {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigate(to, { replace: true });
  }, [platform, to]);
  return null;
}
