import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { applyEntryIntegrity } from './entry-integrity-attributes';

export interface EntryIntegrityOptions {
  /** The registry's Subresource Integrity for a remote, by federation name (`remote_settings`). */
  integrityOf: (federationName: string) => string | undefined;
  /** Told which URL a remote's entry script was created for (to explain a failure afterwards). */
  onEntryScript?: (federationName: string, url: string) => void;
}

/**
 * A federation runtime plugin: the `<script>` of a remote's remoteEntry.js carries the registry's
 * integrity (and is fetched with CORS, which Subresource Integrity needs), so the browser refuses to
 * run an entry whose bytes are not the ones released. The remote's other scripts are left alone.
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
      const integrity = options.integrityOf(remoteInfo.name);
      if (!isEntry || !integrity) return undefined;
      options.onEntryScript?.(remoteInfo.name, url);
      const script = document.createElement('script');
      script.type = 'text/javascript';
      script.src = url;
      applyEntryIntegrity(script, integrity);
      return script;
    },
  };
}
