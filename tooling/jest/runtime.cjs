// Jest's runtime, with each module compiled once per worker (compile-once/, ADR 0043).
const Runtime = require('jest-runtime').default;
const { compileOnce } = require('./compile-once/index.cjs');

module.exports = class CompileOnceRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    if (typeof this.executor?.compile !== 'function') {
      throw new Error('jest-runtime has no executor.compile to replace: see ADR 0043.');
    }
    this.executor.compile = compileOnce(this.executor, this.executor.compile);
  }
};
