// jsdom has no fetch: hand the test window Node's own fetch and its companions, so the one API client
// runs unchanged and MSW intercepts it at the network edge.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'TextDecoderStream',
      'TextEncoderStream',
      'BroadcastChannel',
      'Blob',
      'File',
      'structuredClone',
      'URL',
      'URLSearchParams',
      'WebSocket',
    ]) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
