// Body parsers: JSON that tolerates an empty body (clients send content-type on every request,
// including body-less POSTs) and HTML form posts for the stand-in pages.
import type { FastifyInstance } from 'fastify';
import { HttpError, errorMessage } from './http-error';

function dropPrototypeKeys(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, dropPrototypeKeys));
    } catch (error) {
      done(new HttpError(400, `Invalid JSON body: ${errorMessage(error)}`), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
