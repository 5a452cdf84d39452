// Jest's runtime, with each module read and compiled once per worker, not once per test file
// (worker-cache/, ADR 0043).
const Runtime = require('jest-runtime').default;
const { compileOnce } = require('./worker-cache/compile-once.cjs');
const { readOnce } = require('./worker-cache/read-once.cjs');

module.exports = class WorkerCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const { executor, fileCache } = this;
    if (typeof executor?.compile !== 'function' || !(fileCache?.strings instanceof Map)) {
      throw new Error('jest-runtime has no executor.compile or fileCache.strings: see ADR 0043.');
    }
    executor.compile = compileOnce(executor, executor.compile);
    // The test file's own map first: Jest puts the test file's source in it.
    const { strings } = fileCache;
    fileCache.readFile = (filename) => {
      let text = strings.get(filename);
      if (text === undefined) {
        text = readOnce(filename);
        strings.set(filename, text);
      }
      return text;
    };
  }
};
