// Stand-in of the provider's authorization page for a location (the AUTH_NOT_FOUND fix).
import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { sessionFromCookie } from '../auth/session-cookie';
import { localUrlOr, withQuery } from '../http/local-urls';
import type { LocationRecord, SessionRecord } from '../state/model';
import type { Store } from '../state/store';
import { escapeHtml, renderPage } from './html';

interface AuthorizeParams {
  location_id?: string;
  redirect_uri?: string;
}

interface AuthorizeForm extends AuthorizeParams {
  decision?: string;
  csrf_token?: string;
}

function problem(message: string): string {
  return renderPage({
    title: 'Authorization problem',
    body: `<h1>Authorization problem</h1><p role="alert">${escapeHtml(message)}</p>
<p><a href="http://localhost:3000/">Back to the control center</a></p>`,
  });
}

type Resolved = { error: string } | { location: LocationRecord; redirectUri: string };

function resolve(store: Store, session: SessionRecord, params: AuthorizeParams): Resolved {
  const location = params.location_id ? store.location(params.location_id) : undefined;
  if (!location || !store.canAccess(session.userId, location)) {
    return { error: 'This location was not found for your account.' };
  }
  const redirectUri = localUrlOr(params.redirect_uri, '');
  if (!redirectUri) return { error: 'The redirect_uri must be a local address.' };
  return { location, redirectUri };
}

export function registerOauthPage(app: FastifyInstance): void {
  app.get<{ Querystring: AuthorizeParams }>('/oauth/authorize', async (request, reply) => {
    const { store } = sandboxOf(request);
    const session = sessionFromCookie(store, request);
    if (!session) {
      const here = `${request.protocol}://${request.host}${request.url}`;
      return reply.redirect(`/signin?return_to=${encodeURIComponent(here)}`, 302);
    }
    const found = resolve(store, session, request.query);
    reply.type('text/html; charset=utf-8');
    if ('error' in found) return reply.code(400).send(problem(found.error));
    const { location, redirectUri } = found;
    return reply.send(
      renderPage({
        title: 'Authorize Virtual Security Guard',
        body: `<h1>Authorize Virtual Security Guard</h1>
<p>Virtual Security Guard asks for access to ${escapeHtml(location.locationName)}:</p>
<ul>
<li>access to the devices you choose, including Live View;</li>
<li>two-way talk and siren;</li>
<li>account details and emergency contacts;</li>
<li>text messages for monitored events.</li>
</ul>
<p class="muted">You can revoke access at any time on the linked accounts page.</p>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="location_id" value="${escapeHtml(location.locationId)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="csrf_token" value="${escapeHtml(session.csrfToken)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
      }),
    );
  });

  app.post<{ Body: AuthorizeForm | undefined }>('/oauth/authorize', async (request, reply) => {
    const { store } = sandboxOf(request);
    const session = sessionFromCookie(store, request);
    const form = request.body ?? {};
    reply.type('text/html; charset=utf-8');
    if (!session) return reply.code(401).send(problem('You are not signed in.'));
    if (form.csrf_token !== session.csrfToken) {
      return reply.code(403).send(problem('This form has expired. Please try again.'));
    }
    const found = resolve(store, session, form);
    if ('error' in found) return reply.code(400).send(problem(found.error));
    const { location, redirectUri } = found;
    if (form.decision === 'allow') {
      store.updateLocation(location, (changed) => {
        changed.authorized = true;
      });
      await store.commit();
      return reply.redirect(
        withQuery(redirectUri, { success: 'true', locationId: location.locationId }),
        302,
      );
    }
    return reply.redirect(
      withQuery(redirectUri, { error_code: 'access_denied', locationId: location.locationId }),
      302,
    );
  });
}
