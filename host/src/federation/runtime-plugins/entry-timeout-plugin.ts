import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin: every remote's entry script gets the runtime's own time limit (the
 * `createScript` hook's `timeout`); past it the runtime fails the load and forgets it, so the area
 * shows its boundary and its Retry loads afresh. The entry's integrity is not given here: the head
 * guard gives it, as it gives every other script of the release (ADR 0027).
 */
export function entryTimeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'entry-timeout',
    createScript({ url, remoteInfo, resourceContext }) {
      if (!remoteInfo) return undefined;
      const isEntry = resourceContext
        ? resourceContext.resourceType === 'remoteEntry'
        : url === remoteInfo.entry;
      return isEntry ? { timeout: timeoutMs } : undefined;
    },
  };
}
