import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '../api/client';
import { createApiFixture, createApiHandlers, type ApiFixture } from './api-handlers';

/**
 * One MSW server for a test file, faking the API at the network edge, with the hooks every such file
 * needs (listen, reset handlers and the API client after each test, close). `use` installs handlers
 * backed by a fixture (created from `overrides`) and returns it. Retries back off 1 ms in tests.
 */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => configureApiClient({ retryDelayBaseMs: 1 }));
  afterEach(() => {
    server.resetHandlers();
    resetApiClient();
  });
  afterAll(() => server.close());
  return {
    use(overrides: Partial<ApiFixture> = {}): ApiFixture {
      const fixture = createApiFixture(overrides);
      server.use(...createApiHandlers(fixture));
      return fixture;
    },
    server,
  };
}
