import { lazy, useState, type ComponentType } from 'react';
import { lazyOverlay } from './lazy-overlay';

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
  // Which of the two renders is chosen once per mount. A mount that found the module missing keeps
  // Lazy, which renders the loaded component once it is there: the suspended retry can commit Lazy
  // without rendering this component again, and switching to the loaded component at a later
  // render would remount the page and lose its state (a free trial being started, say).
  function InstantLazy(props: Props) {
    const [Component] = useState(() => {
      loadedElsewhere ??= alreadyLoaded();
      return overlay.loaded() ?? loadedElsewhere ?? Lazy;
    });
    return <Component {...props} />;
  }
  return { Component: InstantLazy, preload };
}
