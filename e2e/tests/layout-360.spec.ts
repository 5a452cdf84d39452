import { expect, test } from '../fixtures/test';
import { layoutProblems } from '../fixtures/layout-checks';
import type { Persona } from '../fixtures/sandbox';
import { HOST, SCREEN_GROUPS, settle, type Route } from './screens';

// Every screen of spec section 2 at 360 px in the mobile app's webview (platform.md section 6):
// nothing wider than the phone, no text over other text, tap targets of 44 px, text of 12 px.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const GROUPS: Array<{ persona: Persona; routes: Route[] }> = [
  // The sign-out route ends on the provider's sign-in page, which is not the product's screen.
  ...SCREEN_GROUPS.map(({ persona, routes }) => ({
    persona,
    routes: routes.filter(({ path }) => path !== '/signout'),
  })),
  {
    // A location over its event threshold: the disabled Guard Monitoring section with its notice.
    persona: 'overages-exceeded',
    routes: [
      {
        path: '/locations/loc-1010-1/events-summary',
        shows: 'Guard monitoring will resume when you opt in or when your billing cycle renews.',
      },
    ],
  },
];

/** The page's URL without the webview's `platform` parameter, which the host may keep. */
function withoutPlatform(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('platform');
  return parsed.toString();
}

for (const { persona, routes } of GROUPS) {
  test(`${persona}: ${routes.length} screens fit a 360 px phone in the webview`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(30_000 + routes.length * 5_000);
    await signInAs(persona);
    const checked: string[] = [];
    const found: Record<string, string[]> = {};
    for (const [index, { path, url = path, shows }] of routes.entries()) {
      // The first page opens the webview session; the host keeps it for the others.
      const opened = index === 0 ? `${path}${path.includes('?') ? '&' : '?'}platform=ios` : path;
      await page.goto(opened);
      await expect(page.getByText(shows).first(), path).toBeVisible();
      await settle(page);
      const landed = withoutPlatform(page.url());
      if (typeof url === 'string') expect(landed, path).toBe(withoutPlatform(`${HOST}${url}`));
      else expect(landed, path).toMatch(url);
      const where = landed === withoutPlatform(`${HOST}${path}`) ? path : `${path} → ${landed}`;
      checked.push(where);
      const problems = await layoutProblems(page);
      if (problems.length > 0) found[where] = problems;
    }
    console.log(
      `layout checked at 360 px as ${persona}:\n${checked.map((w) => `  ${w}`).join('\n')}`,
    );
    expect(checked).toHaveLength(routes.length);
    expect(found).toEqual({});
  });
}

test('with reduced motion the pause modal opens at once, and fits the phone', async ({
  page,
  signInAs,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary?platform=ios');
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  await expect(guardSwitch).toBeChecked();
  await guardSwitch.tap();
  const modal = page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  await expect(modal).toBeVisible();
  // No animation, however short, on the modal or its backdrop: it is there in its final state.
  const animations = await page.evaluate(
    () =>
      document
        .getAnimations()
        .map((animation) => animation.effect)
        .filter(
          (effect): effect is KeyframeEffect =>
            effect instanceof KeyframeEffect &&
            effect.target instanceof Element &&
            effect.target.closest('[data-scope=dialog]') !== null,
        ).length,
  );
  expect(animations).toBe(0);
  expect(await layoutProblems(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Cancel' }).tap();
  await expect(modal).toBeHidden();
});
