// buildServer: the whole sandbox as a Fastify instance (main.ts listens; tests use app.inject).
import { fastify } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerFaultHook } from './faults/fault-hook';
import { registerBodyParsers } from './http/body-parsers';
import { registerCors } from './http/cors';
import { formatSchemaErrors, registerErrorHandling } from './http/error-handling';
import { Namespaces, registerNamespaces } from './namespaces/namespaces';
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
  const storeOptions = {
    now: options.now ?? Date.now,
    warn: options.warn ?? ((message: string) => console.warn(message)),
  };
  const store = await Store.open({ ...storeOptions, stateFile: new StateFile(options.stateFile) });
  const namespaces = new Namespaces(store, () => Store.open({ ...storeOptions, stateFile: null }));

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
  registerNamespaces(app, namespaces);
  registerFaultHook(app);

  await app.register(apiPlugin, { prefix: '/api' });
  registerPages(app);
  if (options.testEndpoints ?? true) {
    await app.register(testEndpoints, { prefix: '/__test' });
  }
  app.addHook('onClose', async () => {
    await store.flush();
  });
  await app.ready();
  return app;
}
