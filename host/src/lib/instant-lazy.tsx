import { lazy, type ComponentType } from 'react';
import { lazyOverlay } from 'ui';

/**
 * `React.lazy` that renders in the same pass once its module has loaded. A plain lazy component
 * suspends for a tick even then, and React reveals what follows a Suspense fallback no sooner than
 * 300 ms after that fallback appeared: a third of a second on a page whose code is already there.
 * `preload` starts the load (from an effect, or before the component is needed); `alreadyLoaded`
 * reads a module that was loaded elsewhere (by a load that `load` shares), without waiting.
 */
export function instantLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  alreadyLoaded: () => ComponentType<Props> | undefined = () => undefined,
) {
  const overlay = lazyOverlay(load);
  const { preload } = overlay;
  let loadedElsewhere: ComponentType<Props> | undefined;
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Lazy only ever renders while the module is missing, and never commits then (it suspends): once
  // the module is there, every render takes the loaded component, so nothing remounts.
  function InstantLazy(props: Props) {
    loadedElsewhere ??= alreadyLoaded();
    const Component = overlay.loaded() ?? loadedElsewhere ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: InstantLazy, preload };
}
