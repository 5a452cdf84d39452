// compileOnce: what Jest's module executor needs of it, for a file compiled again in each test
// file's context, as a worker does.
import { createContext, type Context } from 'node:vm';
import { compileOnce, type Compile, type ModuleExecutor } from './compile-once.cjs';

interface Module {
  exports: Record<string, unknown>;
}

function executorIn(context: Context | null): ModuleExecutor {
  return {
    environment: { getVmContext: () => context },
    injectedModuleParameters: ['module', 'exports'],
    resolution: { isCoreModule: () => false },
    dynamicImport: () => Promise.resolve({}),
  };
}

const unreachable: Compile = () => {
  throw new Error('the fallback was called');
};

/** `source`, compiled for a fresh context as a test file of its own, and run as a module. */
function load(source: string, filename: string, globals: object = {}): Module {
  const compile = compileOnce(executorIn(createContext(globals)), unreachable);
  const module: Module = { exports: {} };
  const run = compile(source, filename);
  if (run === null) throw new Error('compile returned null');
  run.call(module.exports, module, module.exports);
  return module;
}

// Each file name once per test: the cache is the worker's, as in Jest.
const file = (name: string) => `/virtual/${name}-${expect.getState().currentTestName}.js`;

test("a module compiled again runs in each test file's own context", () => {
  const source = 'exports.label = globalThis.label; exports.twice = (n) => n * 2;';
  const path = file('context');

  const runs = ['first', 'second', 'third'].map((label) => load(source, path, { label }));

  expect(runs.map((module) => module.exports.label)).toEqual(['first', 'second', 'third']);
  expect(runs.map((module) => (module.exports.twice as (n: number) => number)(21))).toEqual([
    42, 42, 42,
  ]);
});

test('a file whose source changed runs its new source', () => {
  const path = file('changed');
  load('exports.version = 1;', path);
  load('exports.version = 1;', path);

  expect(load('exports.version = 2;', path).exports.version).toBe(2);
});

test("what does not compile goes to Jest's own compile, for its message", () => {
  const fallback = jest.fn<ReturnType<Compile>, Parameters<Compile>>(() => {
    throw new SyntaxError('Jest says where');
  });
  const compile = compileOnce(executorIn(createContext({})), fallback);

  expect(() => compile('export const x = 1;', file('esm'))).toThrow('Jest says where');
  expect(fallback).toHaveBeenCalledWith('export const x = 1;', file('esm'));
});

test('a test file whose environment is gone compiles nothing', () => {
  const compile = compileOnce(executorIn(null), unreachable);

  expect(compile('exports.x = 1;', file('disposed'))).toBeNull();
});
