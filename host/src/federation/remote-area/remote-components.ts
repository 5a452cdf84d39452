import type { ComponentType } from 'react';
import { instantLazy } from 'app-runtime/lazy';
import type { RemoteAppProps } from 'shared-contracts/registry';
import { loadedRemoteApp, loadRemoteApp } from '../registry/load-remote';

type RemoteComponent = ComponentType<RemoteAppProps>;

/** The component each remote's area renders on this page; one per remote, so it is never remounted. */
const components = new Map<string, RemoteComponent>();

/**
 * The remote's app, rendered in the same pass when its module has already loaded (the start-up
 * preload usually has), else once it has (see instantLazy).
 */
export function remoteComponent(key: string): RemoteComponent {
  let component = components.get(key);
  if (!component) {
    component = instantLazy(
      () => loadRemoteApp(key).then((module) => module.RemoteApp),
      () => loadedRemoteApp(key)?.RemoteApp,
    ).Component;
    components.set(key, component);
  }
  return component;
}

/** Retry: the remote's area loads its component afresh. */
export function forgetRemoteComponent(key: string): void {
  components.delete(key);
}

/** For tests: every remote's component is chosen afresh. */
export function forgetRemoteComponents(): void {
  components.clear();
}
