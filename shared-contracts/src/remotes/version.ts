/**
 * The version of this package (its package.json `version`), compiled into whoever bundles it. The host
 * compares it with the range each remote declares in the registry (issue 9): shared-contracts follows
 * semver, so a remote built against another major is refused. Bump it together with package.json.
 */
export const SHARED_CONTRACTS_VERSION = '1.3.0';
