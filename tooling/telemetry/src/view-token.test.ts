import { canaryGroup } from 'shared-contracts/canary';
import { signViewToken, verifyViewToken, viewClaimsFor, VIEW_TOKEN_TTL_MS } from './view-token';

const SECRET = 'a secret of the servers';
const claims = {
  browser: 'b-1',
  releases: { settings: { version: '1.1.0', group: 'candidate' as const } },
  expiresAt: 2_000,
};

test('a token the platform signed gives back its claims until it expires', () => {
  const token = signViewToken(claims, SECRET);
  expect(verifyViewToken(token, SECRET, 1_000)).toEqual({ ok: true, claims });
  expect(verifyViewToken(token, SECRET, 2_000)).toEqual({
    ok: false,
    problem: 'the view token has expired',
  });
});

test('a token signed with another secret, or with its claims changed, is refused', () => {
  const token = signViewToken(claims, SECRET);
  expect(verifyViewToken(signViewToken(claims, 'guessed'), SECRET, 1_000)).toEqual({
    ok: false,
    problem: 'the view token is not signed by the platform',
  });
  const [version, , signature] = token.split('.');
  const stable = Buffer.from(
    JSON.stringify({ ...claims, releases: { settings: { version: '1.0.0', group: 'stable' } } }),
  ).toString('base64url');
  expect(verifyViewToken(`${version}.${stable}.${signature}`, SECRET, 1_000)).toMatchObject({
    ok: false,
    problem: 'the view token is not signed by the platform',
  });
  expect(verifyViewToken(undefined, SECRET)).toEqual({ ok: false, problem: 'no view token' });
  expect(verifyViewToken('forged', SECRET)).toEqual({ ok: false, problem: 'not a view token' });
});

test("the claims name each remote at the release the browser's canary draw gets", () => {
  const release = (name: string, version: string) => ({
    name,
    module: './app' as const,
    mounts: [],
    pages: [],
    flags: [],
    version,
    entry: `http://localhost:3001/${version}/remoteEntry.js`,
  });
  const registry = {
    schemaVersion: 2 as const,
    remotes: {
      settings: {
        ...release('remote_settings', '1.0.0'),
        candidate: { ...release('remote_settings', '1.1.0'), percent: 50 },
      },
      dashboard: release('remote_dashboard', '2.0.0'),
    },
  };
  const browser = ['b-1', 'b-2', 'b-3', 'b-4'].find(
    (id) => canaryGroup(id, 'settings', 50) === 'candidate',
  );
  if (browser === undefined) throw new Error('no id draws the candidate');
  expect(viewClaimsFor(registry, browser, 10)).toEqual({
    browser,
    releases: {
      settings: { version: '1.1.0', group: 'candidate' },
      dashboard: { version: '2.0.0', group: 'stable' },
    },
    expiresAt: 10 + VIEW_TOKEN_TTL_MS,
  });
});
