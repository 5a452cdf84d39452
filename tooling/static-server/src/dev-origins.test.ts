import { buildContentSecurityPolicy } from './content-security-policy';
import { devOriginsOf } from './dev-origins';

test('a local page may load scripts from a dev server on any localhost port; no other may', () => {
  expect(devOriginsOf('localhost:3000')).toEqual(['http://localhost:*']);
  expect(devOriginsOf('127.0.0.1:3000')).toEqual(['http://localhost:*']);
  for (const host of ['guard.example.com', 'app-gamma.guard.example.com', undefined]) {
    expect(devOriginsOf(host)).toEqual([]);
  }
});

test('the dev origins follow the registry origins in the scripts, connections, images and fonts', () => {
  const policy = buildContentSecurityPolicy(['http://localhost:3001'], [], ['http://localhost:*']);
  expect(policy).toContain("script-src 'self' http://localhost:3001 http://localhost:*;");
  expect(policy).toContain("connect-src 'self' http://localhost:3001 http://localhost:*;");
  expect(buildContentSecurityPolicy(['http://localhost:3001'])).toContain(
    "script-src 'self' http://localhost:3001;",
  );
});
