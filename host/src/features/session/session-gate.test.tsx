import { screen } from '@testing-library/react';
import { configureApiClient } from 'shared-contracts/api';
import { expectErrorReportsNamed, setupApiServer, type ApiFixture } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { NOT_AUTHORIZED_MESSAGE, SessionGate } from './session-gate';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});

test('renders the private route with the verified session', async () => {
  renderWithProviders(
    <SessionGate>{(session) => <p>signed in as {session.userId}</p>}</SessionGate>,
  );
  expect(await screen.findByText(`signed in as ${fixture.userId}`)).toBeInTheDocument();
});

test('a 401 on the session call hands over to the sign-in redirect', async () => {
  const onSessionUnauthorized = jest.fn();
  configureApiClient({ onSessionUnauthorized });
  fixture.signedIn = false;
  renderWithProviders(<SessionGate>{() => <p>private</p>}</SessionGate>);
  expect(await screen.findByText(NOT_AUTHORIZED_MESSAGE)).toBeInTheDocument();
  expect(onSessionUnauthorized).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('private')).not.toBeInTheDocument();
  expectReports('User is unauthorized (http 401)');
});

test('any other session failure shows the not-authorized alert', async () => {
  fixture.failures = { getSession: 500 };
  renderWithProviders(<SessionGate>{() => <p>private</p>}</SessionGate>);
  expect(await screen.findByText('User not authorized. Refresh to try again.')).toBeInTheDocument();
  expectReports('There was an error verifying the session (http 500)');
});
