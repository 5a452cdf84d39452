import type { FastifyInstance } from 'fastify';
import { renderPage } from './html';

/** Stand-in of the mobile app deep link that webview sessions exit to. */
export function registerDeepLinkPage(app: FastifyInstance): void {
  app.get('/app/deep-link', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      renderPage({
        title: 'Back in the app',
        body: `<h1>Back in the app</h1>
<p class="muted">Stand-in of the mobile app deep link: a webview session would now return to the app.</p>`,
      }),
    ),
  );
}
