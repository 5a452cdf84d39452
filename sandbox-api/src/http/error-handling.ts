// Global error and not-found handling: every failure is answered, none crashes the server.
import type { FastifyInstance, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { HttpError, errorMessage } from './http-error';
import { renderPage } from '../pages/html';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const path = `${dataVar}${error.instancePath.replaceAll('/', '.')}`;
  const params = error.params;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${path} must not have the property '${String(params.additionalProperty)}'`;
    case 'required':
      return `${path} must have the property '${String(params.missingProperty)}'`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `${path} must be one of: ${allowed.map(String).join(', ')}`;
    }
    case 'pattern':
      return `${path} has an invalid format`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

/** Turns schema validation errors into one clear sentence (Fastify answers it with 400). */
export function formatSchemaErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  return new Error(errors.map((error) => describe(error, dataVar)).join('; '));
}

function statusCodeOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number') return statusCode;
  }
  return 500;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const statusCode = statusCodeOf(error);
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ message: errorMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/__test')) {
      return reply.code(404).send({ message: `No such call: ${request.method} ${path}` });
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        renderPage({
          title: 'Page not found',
          body: `<h1>Page not found</h1><p>Nothing lives at this address.</p>
<p><a href="http://localhost:3000/">Back to the control center</a></p>`,
        }),
      );
  });
}
