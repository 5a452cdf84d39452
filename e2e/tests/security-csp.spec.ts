import { recordViolations } from '../fixtures/browser-watch';
import { LOCAL_CONFIG } from '../fixtures/local-config';
import { expect, test } from '../fixtures/test';
import type { Persona } from '../fixtures/sandbox';

// Every route the control center has, with a persona that can open it and a text that shows it rendered.
const ROUTES: Array<{ path: string; persona: Persona; shows: RegExp | string }> = [
  { path: '/locations', persona: 'multi-location', shows: 'Continue' },
  {
    path: '/locations/loc-1001-1/events-summary',
    persona: 'owner-complete',
    shows: 'Guard Event Summary',
  },
  { path: '/onboarding/loc-1003-1', persona: 'onboarding', shows: 'Enrolled Devices' },
  { path: '/dashboard', persona: 'smb-owner', shows: /locations/ },
  {
    path: '/not-found',
    persona: 'owner-complete',
    shows: 'Sorry, the page you visited does not exist.',
  },
];

for (const { path, persona, shows } of ROUTES) {
  test(`${path} renders under the Content-Security-Policy with no violation`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(persona);
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    // The page is the server's: its inline scripts and style elements run by this response's nonce.
    expect(policy).toMatch(
      /script-src 'nonce-[^']+' 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003[ ;]/,
    );
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'; style-src-attr 'unsafe-inline'/);
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByText(shows).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the free trial video may load from its origin with no violation', async ({
  page,
  signInAs,
}) => {
  await signInAs('trial-available');
  const violations = await recordViolations(page);
  const response = await page.goto('/locations/loc-1002-1/free-trial');
  // The policy's media origin and the video's are the same configuration's (ADR 0010).
  const policy = response?.headers()['content-security-policy'] ?? '';
  const mediaSources = policy.split('; ').find((part) => part.startsWith('media-src '));
  expect(mediaSources).toBe(`media-src 'self' ${LOCAL_CONFIG.mediaOrigin}`);
  const video = page.getByLabel('Virtual Security Guard overview video');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', LOCAL_CONFIG.freeTrialVideoUrl);
  // The page loads the video only when played: ask for it. The provider's media host is not
  // reachable from here, so the request is answered at the network layer, which a request only
  // reaches once the policy has let it go: a refused load would be a violation and no request.
  const videoRequested = page.waitForRequest(LOCAL_CONFIG.freeTrialVideoUrl);
  await page.route(LOCAL_CONFIG.freeTrialVideoUrl, (route) => route.fulfill({ status: 404 }));
  await video.evaluate((element: HTMLVideoElement) => {
    element.preload = 'auto';
    element.load();
  });
  await videoRequested;
  expect(violations).toEqual([]);
});
