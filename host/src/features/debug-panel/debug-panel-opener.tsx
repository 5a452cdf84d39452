import { useLocation } from 'app-router';
import { lazyDialog } from 'app-runtime/lazy';
import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-contracts/platform';
import { showToast } from 'ui';
import type { DebugPanelProps } from './debug-panel';

/** The query parameter that opens the panel with the page. */
export const DEBUG_PANEL_PARAM = 'vsg-debug';

/** Alt+Shift+D opens and closes the panel. */
const isShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD';

const LazyDebugPanel = lazyDialog<DebugPanelProps>(
  () => import(/* webpackChunkName: "debug-panel" */ './debug-panel').then((m) => m.DebugPanel),
  ({ onClose }) => {
    showToast({ title: 'The debug panel could not be loaded', status: 'error' });
    onClose();
  },
);

/**
 * Opens the debug panel where the environment's configuration enables it (`debugPanel`; off in
 * prod unless configured): with `?vsg-debug` in the address, or Alt+Shift+D. The panel's code loads
 * only then.
 */
export function DebugPanelOpener() {
  const enabled = usePlatform().config?.debugPanel === true;
  // The router's address, not the window's: the server renders it too.
  const { search } = useLocation();
  const [open, setOpen] = useState(
    () => enabled && new URLSearchParams(search).has(DEBUG_PANEL_PARAM),
  );
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, [enabled]);
  if (!enabled) return null;
  return <LazyDebugPanel open={open} onClose={() => setOpen(false)} />;
}
