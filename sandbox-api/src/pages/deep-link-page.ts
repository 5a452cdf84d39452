import type { FastifyInstance } from 'fastify';
import type { AppScreen } from 'shared-contracts/platform';
import { escapeHtml, renderPage } from './html';

/** The app's screens a deep link's `to` may name, as the app would title them. */
const APP_SCREEN_TITLES: Record<AppScreen, string> = { 'watch-zones': 'Watch Zones' };

const isAppScreen = (value: string | undefined): value is AppScreen =>
  value !== undefined && Object.hasOwn(APP_SCREEN_TITLES, value);

/**
 * Stand-in of the mobile app deep link that webview sessions exit to: it names where the app would
 * go, its screen (`to`) for a location (`locationId`), or back to where it was.
 */
export function registerDeepLinkPage(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string; locationId?: string } }>(
    '/app/deep-link',
    async (request, reply) => {
      const { to, locationId } = request.query;
      const where = isAppScreen(to)
        ? `The app would now open its ${APP_SCREEN_TITLES[to]} screen${locationId ? ` for location ${locationId}` : ''}.`
        : 'A webview session would now return to the app, where it was.';
      return reply.type('text/html; charset=utf-8').send(
        renderPage({
          title: 'Back in the app',
          body: `<h1>Back in the app</h1>
<p class="muted">Stand-in of the mobile app deep link. ${escapeHtml(where)}</p>`,
        }),
      );
    },
  );
}
