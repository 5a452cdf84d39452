import { buildContentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

test('scripts come only from the page origin and the registered remotes, never inline or eval', () => {
  const policy = buildContentSecurityPolicy([
    'http://localhost:3002',
    'http://localhost:3001',
    'http://localhost:3001',
  ]);
  expect(directive(policy, 'script-src')).toBe(
    "script-src 'self' http://localhost:3001 http://localhost:3002",
  );
  expect(policy).not.toContain('unsafe-eval');
  expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive(policy, 'object-src')).toBe("object-src 'none'");
});

test('a server with no remotes allows only its own scripts', () => {
  expect(directive(buildContentSecurityPolicy([]), 'script-src')).toBe("script-src 'self'");
});

test("media may come from the configuration's media origin only, not from the remotes", () => {
  // Without it media falls back to default-src 'self' and the free trial video is blocked.
  const policy = buildContentSecurityPolicy(
    ['http://localhost:3002'],
    ['https://media.example.test'],
  );
  expect(directive(policy, 'media-src')).toBe("media-src 'self' https://media.example.test");
  expect(directive(buildContentSecurityPolicy(['http://localhost:3002']), 'media-src')).toBe(
    "media-src 'self'",
  );
});
