/**
 * Watches whether the document starts unloading (the Platform may leave the page to authorize, and
 * come back on the return path). `left()` is true once it has; `stop()` removes the listeners.
 */
export function watchPageExit(target: Window = window): { left: () => boolean; stop: () => void } {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  target.addEventListener('beforeunload', onLeave);
  target.addEventListener('pagehide', onLeave);
  return {
    left: () => left,
    stop: () => {
      target.removeEventListener('beforeunload', onLeave);
      target.removeEventListener('pagehide', onLeave);
    },
  };
}
