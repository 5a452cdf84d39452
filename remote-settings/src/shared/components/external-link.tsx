import type { ReactNode } from 'react';
import { usePlatform, type ExternalPage } from 'shared-contracts';
import { Link } from 'ui';

/**
 * A link to a provider page: a real href (copyable, middle-click), opened through the platform so a
 * mobile session stays in the app.
 */
export function ExternalLink({
  page,
  params,
  children,
}: {
  page: ExternalPage;
  params?: Record<string, string>;
  children: ReactNode;
}) {
  const platform = usePlatform();
  return (
    <Link
      href={platform.externalUrl(page, params)}
      colorPalette="brand"
      color="colorPalette.fg"
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(page, params);
      }}
    >
      {children}
    </Link>
  );
}
