import {
  getLocations,
  getSession,
  getSubscription,
  pageApiClient,
  recordStat,
} from 'shared-contracts/api';
import { expectErrorReportsNamed, setupApiServer, type ApiFixture } from 'shared-contracts/testing';
import { leavePage, resetPageExit } from '../../lib/page-exit';
import { configureUnauthorizedRedirects } from './unauthorized-redirects';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();

/** The page's API client, which the server's hooks configure and reset around each test. */
const pageApi = pageApiClient();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});
afterEach(() => {
  resetPageExit();
});

const HERE = 'http://localhost:3000/locations/loc-1/devices?x=1';

function configure() {
  const assign = jest.fn();
  configureUnauthorizedRedirects('local', { assign, currentHref: () => HERE });
  return assign;
}

test('401 on the session call goes to sign-in with the return path', async () => {
  const assign = configure();
  fixture.signedIn = false;
  await expect(getSession(pageApi)).rejects.toMatchObject({ status: 401 });
  expect(assign).toHaveBeenCalledTimes(1);
  const url = new URL(assign.mock.calls[0][0]);
  expect(url.origin + url.pathname).toBe('http://localhost:3100/signin');
  expect(url.searchParams.get('return_to')).toBe(HERE);
  expectReports('User is unauthorized (http 401)');
});

test('400 on the session call goes to sign-in too', async () => {
  const assign = configure();
  fixture.failures = { getSession: 400 };
  await expect(getSession(pageApi)).rejects.toMatchObject({ status: 400 });
  expect(assign.mock.calls[0][0]).toMatch(/^http:\/\/localhost:3100\/signin\?return_to=/);
  expectReports('User is unauthorized (http 400)');
});

test('401 on any other call goes to the root', async () => {
  const assign = configure();
  fixture.failures = { getLocations: 401 };
  await expect(getLocations(pageApi, 1001)).rejects.toMatchObject({ status: 401 });
  expect(assign).toHaveBeenCalledWith('/');
  expectReports('There was an error getting locations (http 401)');
});

test('other failures redirect nowhere', async () => {
  const assign = configure();
  fixture.failures = { getSession: 500, getLocations: 400, getSubscription: 403 };
  await expect(getSession(pageApi)).rejects.toMatchObject({ status: 500 });
  await expect(getLocations(pageApi, 1001)).rejects.toMatchObject({ status: 400 });
  await expect(getSubscription(pageApi, 1001, 'loc-1')).rejects.toMatchObject({ status: 403 });
  expect(assign).not.toHaveBeenCalled();
  expectReports(
    'There was an error verifying the session (http 500)',
    'There was an error getting locations (http 400)',
    'There was an error getting the subscription (http 403)',
  );
});

test('a page already leaving (e.g. for the logout page) is not sent to the root by a late 401', async () => {
  const assign = configure();
  leavePage(() => undefined);
  fixture.failures = { recordStat: 401, getSession: 401 };
  await expect(
    recordStat(pageApi, 1001, {
      neighborId: 1001,
      locationId: null,
      pagePath: '/return_to',
      pageId: '/return_to',
      action: 'page_view',
      doorbotId: null,
      version: '3.0.74',
    }),
  ).rejects.toMatchObject({ status: 401 });
  await expect(getSession(pageApi)).rejects.toMatchObject({ status: 401 });
  expect(assign).not.toHaveBeenCalled();
  expectReports(
    'There was an error recording the statistic (http 401)',
    'User is unauthorized (http 401)',
  );
});
