import { LOCAL_HOST_PORT } from '../constants/business';

/** The environments spec section 9 names, and `local` (port 3000). */
export const ENVIRONMENTS = ['local', 'beta', 'gamma', 'prod'] as const;

export type Environment = (typeof ENVIRONMENTS)[number];

export const isEnvironment = (value: string): value is Environment =>
  (ENVIRONMENTS as readonly string[]).includes(value);

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function hasLabel(hostname: string, label: string): boolean {
  return new RegExp(`(^|[.-])${label}([.-]|$)`).test(hostname);
}

/**
 * The environment, chosen from the host origin: 'local' for localhost / loopback or port 3000,
 * 'gamma' or 'beta' when the host name has that label (e.g. `gamma.example.com`,
 * `app-beta.example.com`), else 'prod'. An unparsable origin is 'prod' (the strictest choice).
 */
export function resolveEnvironment(origin: string): Environment {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'prod';
  }
  const hostname = url.hostname.toLowerCase();
  if (LOCAL_HOSTNAMES.has(hostname) || url.port === String(LOCAL_HOST_PORT)) return 'local';
  if (hasLabel(hostname, 'gamma')) return 'gamma';
  if (hasLabel(hostname, 'beta')) return 'beta';
  return 'prod';
}
