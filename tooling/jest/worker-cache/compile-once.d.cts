import type { Context } from 'node:vm';

/** What `compileOnce` uses of Jest's module executor. */
export interface ModuleExecutor {
  environment: { getVmContext(): Context | null };
  injectedModuleParameters: string[];
  resolution: { isCoreModule(filename: string): boolean };
  dynamicImport(
    specifier: string,
    filename: string,
    context: Context,
    attributes: unknown,
    phase: unknown,
  ): Promise<unknown>;
}

/** A module's source as a function of the executor's parameters, in the test file's context. */
export type Compile = (
  source: string,
  filename: string,
) => ((...args: unknown[]) => unknown) | null;

/** Jest's `compile`, with each file's code cached for the worker once a second test file needs it. */
export function compileOnce(executor: ModuleExecutor, fallback: Compile): Compile;
