// A remote's server build, as the host's server loads it: fetched by URL as a browser fetches its
// browser build, refused unless its bytes are the ones its release recorded, and evaluated as the
// CommonJS module it is (webpack's `commonjs-module` library, tooling/webpack-config's server build).
import { createHash } from 'node:crypto';
import { compileFunction } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where a release's server build is and what it must be (the registry entry's `server`). */
export interface ServerBuild {
  entry: string;
  integrity: string;
}

/** A federation container: what a remote entry's module exports, as the runtime takes it. */
export type ServerContainer = Exclude<
  Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>,
  void
>;

/** A server build that could not be used: why, by remote and URL. */
export class ServerBuildError extends Error {
  override name = 'ServerBuildError';
}

const ALGORITHMS = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' } as const;

/** True when `bytes` have the Subresource Integrity `integrity` (one value, as a release records). */
export function hasIntegrity(bytes: Uint8Array, integrity: string): boolean {
  const separator = integrity.indexOf('-');
  const algorithm = integrity.slice(0, separator);
  if (!(algorithm in ALGORITHMS)) return false;
  const digest = createHash(ALGORITHMS[algorithm as keyof typeof ALGORITHMS])
    .update(bytes)
    .digest('base64');
  return digest === integrity.slice(separator + 1);
}

const isContainer = (value: unknown): value is ServerContainer =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'init') === 'function' &&
  typeof Reflect.get(value, 'get') === 'function';

// A server build gets no module of this process's (its shared modules come through the federation
// runtime): only Node's own, should a library ask for one.
const builtinRequire = (id: string): unknown => {
  const builtin: unknown = process.getBuiltinModule(id);
  if (builtin === undefined) throw new ServerBuildError(`a server build asked for ${id}`);
  return builtin;
};

/** Evaluates a server build's source as a CommonJS module; its container, or why not. */
export function evaluateContainer(source: string, url: string): ServerContainer {
  const module: { exports: unknown } = { exports: {} };
  const factory = compileFunction(source, ['exports', 'require', 'module'], { filename: url });
  factory.call(module.exports, module.exports, builtinRequire, module);
  if (!isContainer(module.exports)) {
    throw new ServerBuildError(`${url} is no federation container (no init and get)`);
  }
  return module.exports;
}

export interface FetchOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** Fetches a release's server build and evaluates it, once its bytes are the recorded ones. */
export async function loadServerContainer(
  remote: string,
  build: ServerBuild,
  { fetch: fetchBuild = fetch, signal }: FetchOptions = {},
): Promise<ServerContainer> {
  const response = await fetchBuild(build.entry, signal ? { signal } : {});
  if (!response.ok) {
    throw new ServerBuildError(
      `${remote}'s server build ${build.entry} answered ${response.status}`,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!hasIntegrity(bytes, build.integrity)) {
    throw new ServerBuildError(
      `${remote}'s server build ${build.entry} is not the one its release recorded (its integrity differs)`,
    );
  }
  return evaluateContainer(new TextDecoder().decode(bytes), build.entry);
}

/**
 * The federation runtime's plugin that loads remote entries on the server: an entry is loaded only
 * if `buildOf` names its server build (the composition being rendered); any other is refused, so
 * the runtime never falls back to its own loader, which checks no integrity.
 */
export function serverContainerPlugin(
  buildOf: (remote: string, entry: string) => ServerBuild | undefined,
  options: FetchOptions = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'server-container',
    loadEntry: async ({ remoteInfo }) => {
      const build = buildOf(remoteInfo.name, remoteInfo.entry);
      if (build === undefined) {
        throw new ServerBuildError(`${remoteInfo.name}: ${remoteInfo.entry} is no server build`);
      }
      return loadServerContainer(remoteInfo.name, build, options);
    },
  };
}
