import { resolveEnvironment } from 'shared-contracts/config-schema';

/** Any port of this machine: where a remote's dev server runs. */
const LOCAL_DEV_ORIGINS = ['http://localhost:*'];

/**
 * The script origins a page may load a tester's dev server from (the host's per-user override, ADR
 * 0029): every localhost port, on a page whose origin (its Host header) names the local environment
 * only. Every other environment's policy stays the registry's origins alone.
 */
export function devOriginsOf(host: string | undefined): string[] {
  return host !== undefined && resolveEnvironment(`http://${host}`) === 'local'
    ? LOCAL_DEV_ORIGINS
    : [];
}
