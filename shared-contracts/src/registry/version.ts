// Webpack keeps only the `version` field of the JSON in a bundle.
import { version } from '../../package.json';

/**
 * The version of this package, read from its package.json `version` and compiled into whoever
 * bundles it. The host compares it with the range each remote declares in the registry (ADR 0008):
 * shared-contracts follows semver, so a remote built against another major is refused.
 */
export const SHARED_CONTRACTS_VERSION: string = version;
