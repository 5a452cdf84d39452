// Stand-in of the provider's sign-in page: one button per persona.
import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { setSessionCookie, sessionFromCookie } from '../auth/session-cookie';
import { CONTROL_CENTER_URL, localUrlOr } from '../http/local-urls';
import type { Store } from '../state/store';
import { escapeHtml, renderPage } from './html';

interface SigninQuery {
  return_to?: string;
}

interface SigninForm {
  persona?: string;
  return_to?: string;
}

function signinPage(store: Store, returnTo: string, signedInAs: string | null, error?: string) {
  const buttons = store
    .allUsers()
    .map(
      (user) =>
        `<li><button type="submit" name="persona" value="${escapeHtml(user.persona)}">${escapeHtml(
          `${user.persona} (user ${user.userId})`,
        )}</button> <span class="muted">${escapeHtml(
          `${user.firstName} ${user.lastName}: ${user.description}`,
        )}</span></li>`,
    )
    .join('\n');
  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
${signedInAs ? `<p>Currently signed in as ${escapeHtml(signedInAs)}.</p>` : ''}
<p>Sandbox sign-in: choose a persona.</p>
<form method="post" action="/signin">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<ul aria-label="Personas">
${buttons}
</ul>
</form>`,
  });
}

export function registerSigninPage(app: FastifyInstance): void {
  app.get<{ Querystring: SigninQuery }>('/signin', async (request, reply) => {
    const { store } = sandboxOf(request);
    const returnTo = localUrlOr(request.query.return_to, CONTROL_CENTER_URL);
    const session = sessionFromCookie(store, request);
    const current = session ? store.user(session.userId) : undefined;
    return reply
      .type('text/html; charset=utf-8')
      .send(signinPage(store, returnTo, current ? current.persona : null));
  });

  app.post<{ Body: SigninForm | undefined }>('/signin', async (request, reply) => {
    const { store } = sandboxOf(request);
    const form = request.body ?? {};
    const returnTo = localUrlOr(form.return_to, CONTROL_CENTER_URL);
    const user = typeof form.persona === 'string' ? store.userByPersona(form.persona) : undefined;
    if (!user) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(signinPage(store, returnTo, null, 'Choose one of the personas below.'));
    }
    const session = store.createSession(user.userId);
    await store.commit();
    setSessionCookie(reply, session);
    return reply.redirect(returnTo, 302);
  });
}
