// Namespaces: independent sandboxes (state, sessions, faults, stats, scale) in one server, chosen per
// request by a cookie, so that parallel test workers each reset and change only their own (ADR 0009).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'cookie';
import { FaultRegistry } from '../faults/fault-registry';
import { HttpError } from '../http/http-error';
import type { Store } from '../state/store';

export const NAMESPACE_COOKIE = 'sandbox-namespace';
/** The namespace of requests without the cookie: the one `npm start` and the state file hold. */
export const DEFAULT_NAMESPACE = 'default';
/**
 * Named namespaces held at once besides the default. Each holds a whole seed in memory, and they
 * live until the server stops; test runs need one per worker.
 */
export const MAX_NAMESPACES = 8;
const NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** One sandbox: what every route reads and changes for a request. */
export interface Sandbox {
  name: string;
  store: Store;
  faults: FaultRegistry;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's namespace, set before any other hook (read it with sandboxOf). */
    sandbox: Sandbox | null;
  }
}

export class Namespaces {
  private readonly named = new Map<string, Promise<Sandbox>>();
  readonly defaultSandbox: Sandbox;

  /** `seed` makes the store of a new namespace (in memory only: it is never written to a file). */
  constructor(
    defaultStore: Store,
    private readonly seed: () => Promise<Store>,
  ) {
    this.defaultSandbox = {
      name: DEFAULT_NAMESPACE,
      store: defaultStore,
      faults: new FaultRegistry(),
    };
  }

  /** The namespace called `name` (absent: the default), seeded on first use. */
  get(name: string | undefined): Promise<Sandbox> {
    if (name === undefined || name === DEFAULT_NAMESPACE) {
      return Promise.resolve(this.defaultSandbox);
    }
    if (!NAME.test(name)) {
      throw new HttpError(
        400,
        `cookie ${NAMESPACE_COOKIE} must be 1-32 lowercase letters, digits or dashes`,
      );
    }
    const known = this.named.get(name);
    if (known) return known;
    if (this.named.size >= MAX_NAMESPACES) {
      throw new HttpError(
        503,
        `sandbox-api holds at most ${MAX_NAMESPACES} namespaces besides the default; restart it to drop them`,
      );
    }
    // The promise is kept at once, so concurrent first requests share one seed.
    const sandbox = this.seed().then((store) => ({ name, store, faults: new FaultRegistry() }));
    this.named.set(name, sandbox);
    sandbox.catch(() => this.named.delete(name));
    return sandbox;
  }

  /** Every namespace seeded so far, the default first. */
  async all(): Promise<Sandbox[]> {
    return [this.defaultSandbox, ...(await Promise.all(this.named.values()))];
  }
}

export function sandboxOf(request: FastifyRequest): Sandbox {
  if (!request.sandbox) throw new Error('the namespace hook did not run');
  return request.sandbox;
}

export function namespaceOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  return cookie ? parse(cookie)[NAMESPACE_COOKIE] : undefined;
}

/** Resolves every request's namespace first, so later hooks (faults, sessions) see the right one. */
export function registerNamespaces(app: FastifyInstance, namespaces: Namespaces): void {
  app.decorateRequest('sandbox', null);
  app.addHook('onRequest', async (request) => {
    request.sandbox = await namespaces.get(namespaceOf(request));
  });
}
