// Stand-ins of the provider's account pages (external exits of the control center).
import type { FastifyInstance } from 'fastify';
import { CONTROL_CENTER_URL, localUrlOr } from '../http/local-urls';
import { escapeHtml, renderPage } from './html';

export const ACCOUNT_PAGES: Record<string, string> = {
  'monitoring-settings': 'Monitoring Settings',
  contacts: 'Emergency Contacts',
  signup: 'Sign Up',
  'monitoring-type': 'Monitoring Type',
  'practice-activities': 'Practice Activities',
  'watch-zones': 'Watch Zones',
  'billing-plans': 'Billing Plans',
  'linked-accounts': 'Linked Accounts',
  'shared-users': 'Shared Users',
};

export function registerAccountPages(app: FastifyInstance): void {
  app.get<{ Params: { page: string }; Querystring: { return_to?: string } }>(
    '/account/:page',
    async (request, reply) => {
      const title = ACCOUNT_PAGES[request.params.page];
      reply.type('text/html; charset=utf-8');
      const back = localUrlOr(request.query.return_to, CONTROL_CENTER_URL);
      if (!title) {
        return reply.code(404).send(
          renderPage({
            title: 'Page not found',
            body: `<h1>Page not found</h1>
<p><a href="${escapeHtml(back)}">Back to the control center</a></p>`,
          }),
        );
      }
      return reply.send(
        renderPage({
          title,
          body: `<h1>${escapeHtml(title)}</h1>
<p class="muted">This is the sandbox stand-in of the provider's ${escapeHtml(title)} page.</p>
<p><a href="${escapeHtml(back)}">Back to the control center</a></p>`,
        }),
      );
    },
  );
}
