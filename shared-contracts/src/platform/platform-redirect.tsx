import { useEffect } from 'react';
import type { PageRef } from '../routing/page-ref';
import { pagePathOf } from './page-path-of';
import { usePlatform } from './use-platform';

/**
 * Replaces the current entry with `to` (an absolute path, or a page by its remote and route id),
 * through the Platform's navigation: the one way a remote moves the page, redirects included
 * (platform.md section 1). A page the registry lacks is not found.
 */
export function PlatformRedirect({ to }: { to: string | PageRef }) {
  const platform = usePlatform();
  const path = pagePathOf(platform, to);
  useEffect(() => {
    platform.navigate(path, { replace: true });
  }, [platform, path]);
  return null;
}
