import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { StatInput } from 'shared-contracts/platform';
import { renderWithProviders } from 'app-runtime/testing';
import {
  useAuthorizationRequest,
  type AuthorizationRequestOptions,
} from './use-authorization-request';

beforeAll(() => {
  // jsdom has no PointerEvent; Chakra's checkbox dispatches one.
  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {}
    Object.defineProperty(window, 'PointerEvent', {
      value: PointerEventPolyfill,
      configurable: true,
    });
  }
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The caller's steps of a request, settled by the test. */
function deferredSteps() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const run = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    run,
    finish: () => settle?.resolve(),
    fail: (error: Error) => settle?.reject(error),
  };
}

function setup(
  overrides: Partial<AuthorizationRequestOptions> = {},
  beforeLeaving?: () => Promise<void>,
) {
  const stats: StatInput[] = [];
  const assign = jest.fn();
  const options: AuthorizationRequestOptions = {
    userId: 1001,
    authorizeUrl: (locationId, redirectUri) =>
      `http://auth.test/oauth/authorize?location_id=${locationId}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    linkedAccountsUrl: 'http://account.test/account/linked-accounts',
    mobileSession: false,
    recordStat: (input) => stats.push(input),
    assign,
    origin: 'http://localhost:3000',
    ...overrides,
  };
  function Harness() {
    const { request, modal } = useAuthorizationRequest(options);
    const [result, setResult] = useState('none');
    return (
      <>
        <button
          type="button"
          onClick={() =>
            void request('loc-1', '/locations/loc-1/events-summary', beforeLeaving).then(
              (authorized) => setResult(String(authorized)),
              (error: unknown) => setResult(`failed: ${String(error)}`),
            )
          }
        >
          Open
        </button>
        <button
          type="button"
          onClick={() =>
            void request(null, '/x').then((authorized) => setResult(String(authorized)))
          }
        >
          Open without location
        </button>
        <p>result: {result}</p>
        {modal}
      </>
    );
  }
  return { ...renderWithProviders(<Harness />), stats, assign };
}

test('shows Authorize and Deny, the four permissions and the linked-accounts note', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Authorize Virtual Security Guard' });
  const permissions = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(permissions).toEqual([
    'Access the devices you choose',
    'Use two-way talk and the siren',
    'View your account details and emergency contacts',
    'Send text messages for monitored events',
  ]);
  expect(within(dialog).getByRole('link', { name: 'Linked Accounts page' })).toHaveAttribute(
    'href',
    'http://account.test/account/linked-accounts',
  );
  expect(within(dialog).getByRole('link', { name: 'Linked Accounts page' })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(within(dialog).getByRole('button', { name: 'Authorize' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Deny' })).toBeInTheDocument();
});

test('Authorize records the stat, stores the referrer and goes to the authorization page', async () => {
  const { user, stats, assign } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Authorize' }));
  expect(await screen.findByText('result: true')).toBeInTheDocument();
  expect(stats).toEqual([{ action: 'accept_authorization', pageId: 'authorize' }]);
  expect(sessionStorage.getItem('authorization-referrer')).toBe('/locations/loc-1/events-summary');
  expect(assign).toHaveBeenCalledWith(
    'http://auth.test/oauth/authorize?location_id=loc-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fonboard',
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Deny records the stat and resolves false without leaving', async () => {
  const { user, stats, assign } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Deny' }));
  expect(await screen.findByText('result: false')).toBeInTheDocument();
  expect(stats).toEqual([{ action: 'deny_authorization', pageId: 'authorize' }]);
  expect(assign).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('authorization-referrer')).toBeNull();
});

test('closing the modal resolves false without a stat', async () => {
  const { user, stats } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(await screen.findByText('result: false')).toBeInTheDocument();
  expect(stats).toEqual([]);
});

test("with 'don't show again' ticked on Authorize, the next request auto-confirms", async () => {
  const { user, stats, assign } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Authorize' }));
  expect(localStorage.getItem('dont-show-again:authorize:1001')).toBe('true');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(2);
  expect(stats.map((stat) => stat.action)).toEqual([
    'accept_authorization',
    'accept_authorization',
  ]);
});

test('the box left unticked keeps the modal showing; another user is asked again', async () => {
  localStorage.setItem('dont-show-again:authorize:2002', 'true');
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Authorize' }));
  expect(localStorage.getItem('dont-show-again:authorize:1001')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('in a mobile session the linked-accounts link opens in-app', async () => {
  const { user } = setup({ mobileSession: true });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('link', { name: 'Linked Accounts page' })).not.toHaveAttribute(
    'target',
  );
});

test('without a location there is nothing to authorize', async () => {
  const { user, assign } = setup();
  await user.click(screen.getByRole('button', { name: 'Open without location' }));
  expect(await screen.findByText('result: false')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test("Authorize waits for the caller's steps, then stores the referrer and leaves", async () => {
  const steps = deferredSteps();
  const { user, stats, assign } = setup({}, steps.run);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Authorize Virtual Security Guard' });
  await user.click(within(dialog).getByRole('button', { name: 'Authorize' }));

  // The steps run: the dialog waits, with nothing left to press, and nothing has left yet.
  expect(steps.run).toHaveBeenCalledTimes(1);
  expect(stats).toEqual([{ action: 'accept_authorization', pageId: 'authorize' }]);
  expect(dialog).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Deny' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(dialog).toBeVisible();
  expect(assign).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('authorization-referrer')).toBeNull();

  steps.finish();
  expect(await screen.findByText('result: true')).toBeInTheDocument();
  expect(sessionStorage.getItem('authorization-referrer')).toBe('/locations/loc-1/events-summary');
  expect(assign).toHaveBeenCalledTimes(1);
});

test('failed steps close the dialog, stay on the page and reject the request', async () => {
  const steps = deferredSteps();
  const { user, assign } = setup({}, steps.run);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Authorize' }));
  steps.fail(new Error('onboarding failed'));
  expect(await screen.findByText('result: failed: Error: onboarding failed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(assign).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('authorization-referrer')).toBeNull();

  // Asked again, the dialog is there to answer as before.
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Authorize Virtual Security Guard' });
  expect(within(dialog).getByRole('button', { name: 'Deny' })).toBeEnabled();
});

test("Deny and closing run none of the caller's steps", async () => {
  const steps = deferredSteps();
  const { user, assign } = setup({}, steps.run);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Deny' }));
  expect(await screen.findByText('result: false')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(steps.run).not.toHaveBeenCalled();
  expect(assign).not.toHaveBeenCalled();
});

test("auto-confirmed, the caller's steps run before the page leaves", async () => {
  localStorage.setItem('dont-show-again:authorize:1001', 'true');
  const steps = deferredSteps();
  const { user, assign } = setup({}, steps.run);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(steps.run).toHaveBeenCalledTimes(1);
  expect(assign).not.toHaveBeenCalled();
  steps.finish();
  expect(await screen.findByText('result: true')).toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(1);
});
