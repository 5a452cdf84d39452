// Each module compiled once per Jest worker, not once per test file (ADR 0043). Jest 30 compiles
// every module a test file requires with `vm.compileFunction`, which V8 does not cache: React,
// react-dom and the bundled Chakra were parsed again for each of a worker's test files. A
// `vm.Script` of the same wrapper is cached, and its code cache, taken when the module is required
// again, also holds the functions the first test file's run compiled.
const vm = require('node:vm');

/** By file, for the worker: the wrapper last compiled, and its script until it is required again. */
const cache = new Map();

/**
 * A `compile(source, filename)` for Jest's module executor: a function of the module's parameters,
 * in the test file's context. What it cannot compile it hands to `fallback`, Jest's own, for Jest's
 * own error message.
 */
function compileOnce(executor, fallback) {
  return function compile(source, filename) {
    const context = executor.environment.getVmContext();
    if (context == null) return null;
    const wrapper = `(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`;
    const entry = cache.get(filename);
    const known = entry !== undefined && entry.wrapper === wrapper;
    if (known && entry.script !== undefined) {
      entry.data = entry.script.createCachedData();
      entry.script = undefined;
    }
    let script;
    try {
      script = new vm.Script(wrapper, {
        filename: executor.resolution.isCoreModule(filename)
          ? `jest-nodejs-core-${filename}`
          : filename,
        cachedData: known ? entry.data : undefined,
        importModuleDynamically: (specifier, _script, attributes, phase) =>
          executor.dynamicImport(specifier, filename, context, attributes, phase),
      });
    } catch {
      return fallback.call(executor, source, filename);
    }
    if (!known) cache.set(filename, { wrapper, script, data: undefined });
    return script.runInContext(context);
  };
}

module.exports = { compileOnce };
