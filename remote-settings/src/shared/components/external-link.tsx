import type { ReactNode } from 'react';
import { usePlatform, type ExternalPage } from 'shared-contracts/platform';
import { Link, TOUCH_TARGET_STYLE } from 'ui';

/**
 * A link to a provider page: a real href (copyable, middle-click), opened through the platform so a
 * mobile session stays in the app.
 */
export function ExternalLink({
  page,
  params,
  children,
  standalone = false,
}: {
  page: ExternalPage;
  params?: Record<string, string>;
  children: ReactNode;
  /** On a line of its own, not in a sentence: a full-size tap target on a touch screen. */
  standalone?: boolean;
}) {
  const platform = usePlatform();
  return (
    <Link
      href={platform.externalUrl(page, params)}
      colorPalette="brand"
      color="colorPalette.fg"
      css={standalone ? TOUCH_TARGET_STYLE : undefined}
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(page, params);
      }}
    >
      {children}
    </Link>
  );
}
