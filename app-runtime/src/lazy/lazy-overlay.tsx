import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';

/** A component whose code is loaded the first time a page wants it, then kept. */
export interface LazyOverlay<Props extends object> {
  /** Starts the load (on an intent such as a hover), or returns the load under way. */
  preload: () => Promise<ComponentType<Props>>;
  /** The component if its code has loaded, without waiting. */
  loaded: () => ComponentType<Props> | undefined;
  /**
   * The component once loaded, else `undefined`; starts the load when `wanted`. Renders the loaded
   * component in the same pass once its code is here: no Suspense boundary, so no fallback and none
   * of the 300 ms React waits before it reveals what a fallback stood in for.
   */
  useLoaded: (
    wanted: boolean,
    onError?: (error: unknown) => void,
  ) => ComponentType<Props> | undefined;
}

export function lazyOverlay<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyOverlay<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next want tries again (a chunk that failed on a bad connection may load later).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function useLoaded(wanted: boolean, onError?: (error: unknown) => void) {
    const [component, setComponent] = useState(() => loaded);
    const failed = useEffectEvent((error: unknown) => onError?.(error));
    const needed = wanted && component === undefined;
    useEffect(() => {
      if (!needed) return undefined;
      let current = true;
      preload().then(
        (loadedComponent) => {
          if (current) setComponent(() => loadedComponent);
        },
        (error: unknown) => {
          if (current) failed(error);
        },
      );
      return () => {
        current = false;
      };
    }, [needed]);
    return component ?? loaded;
  }

  return { preload, loaded: () => loaded, useLoaded };
}

/**
 * A dialog whose code loads when it first opens: until then it renders nothing, as a closed dialog
 * does. Once loaded it stays mounted, so it closes with its animation and reopens at once.
 * `onLoadError` undoes the opening (the caller's cancel) when the code cannot be fetched.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
  onLoadError: (props: Props, error: unknown) => void,
) {
  const overlay = lazyOverlay(load);
  function LazyDialog(props: Props) {
    const Loaded = overlay.useLoaded(props.open, (error) => onLoadError(props, error));
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: overlay.preload });
}
