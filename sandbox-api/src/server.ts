// buildServer: the whole sandbox as a Fastify instance (main.ts listens; tests use app.inject).
import { fastify } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerFaultHook } from './faults/fault-hook';
import { FaultRegistry } from './faults/fault-registry';
import { registerBodyParsers } from './http/body-parsers';
import { registerCors } from './http/cors';
import { formatSchemaErrors, registerErrorHandling } from './http/error-handling';
import { registerPages } from './pages/register-pages';
import { apiPlugin } from './routes/api';
import { testEndpoints } from './routes/test-endpoints';
import { StateFile } from './state/persistence';
import { Store } from './state/store';

export interface ServerOptions {
  /** Path of the JSON state file (created when missing). */
  stateFile: string;
  /** Mounts /__test endpoints; default true. */
  testEndpoints?: boolean;
  /** Fastify request logging; default false. */
  logger?: boolean;
  /** Clock in unix milliseconds; default Date.now. */
  now?: () => number;
  /** Where warnings (such as an unusable state file) go; default console.warn. */
  warn?: (message: string) => void;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const store = await Store.open({
    stateFile: new StateFile(options.stateFile),
    now: options.now ?? Date.now,
    warn: options.warn ?? ((message) => console.warn(message)),
  });
  const faults = new FaultRegistry();

  const app = fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-trace-id',
    schemaErrorFormatter: formatSchemaErrors,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  app.decorateRequest('gccSession', null);
  registerBodyParsers(app);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });
  registerCors(app);
  registerFaultHook(app, faults);

  const context = { store, faults };
  await app.register(apiPlugin, { prefix: '/api', ...context });
  registerPages(app, store);
  if (options.testEndpoints ?? true) {
    await app.register(testEndpoints, { prefix: '/__test', ...context });
  }
  app.addHook('onClose', async () => {
    await store.flush();
  });
  await app.ready();
  return app;
}
