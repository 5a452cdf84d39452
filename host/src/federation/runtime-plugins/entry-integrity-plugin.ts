import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { applyEntryIntegrity } from './entry-integrity-attributes';

export interface EntryIntegrityOptions {
  /** The registry's Subresource Integrity for a remote, by federation name (`remote_settings`). */
  integrityOf: (federationName: string) => string | undefined;
  /** How long the runtime waits for a remote's entry script before it fails the load. */
  timeoutMs: number;
  /**
   * Told when an entry script with an integrity fails to load (the network, or the browser refusing
   * its bytes), to explain the failure afterwards. Not told when the runtime stops waiting for it.
   */
  onEntryError?: (federationName: string, url: string) => void;
}

/**
 * A federation runtime plugin: the `<script>` of a remote's remoteEntry.js carries the registry's
 * integrity (and is fetched with CORS, which Subresource Integrity needs), so the browser refuses to
 * run an entry whose bytes are not the ones released. Every entry script also gets the runtime's own
 * time limit, which the same hook gives (the runtime takes one answer per script): past it the
 * runtime fails the load and forgets it, so the area shows its boundary and its Retry loads afresh.
 * The remote's other scripts are left alone.
 */
export function entryIntegrityPlugin(
  options: EntryIntegrityOptions,
): ModuleFederationRuntimePlugin {
  return {
    name: 'entry-integrity',
    createScript({ url, remoteInfo, resourceContext }) {
      if (!remoteInfo) return undefined;
      const isEntry = resourceContext
        ? resourceContext.resourceType === 'remoteEntry'
        : url === remoteInfo.entry;
      if (!isEntry) return undefined;
      const integrity = options.integrityOf(remoteInfo.name);
      if (!integrity) return { timeout: options.timeoutMs };
      const script = document.createElement('script');
      script.type = 'text/javascript';
      script.src = url;
      applyEntryIntegrity(script, integrity);
      script.addEventListener('error', () => options.onEntryError?.(remoteInfo.name, url));
      return { script, timeout: options.timeoutMs };
    },
  };
}
