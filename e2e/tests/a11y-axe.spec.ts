import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { HOST, SCREEN_GROUPS as GROUPS, settle } from './screens';

// Every route passes axe with no serious or critical violation.

/**
 * Serious and critical violations, one line each: rule, impact and the elements. Legacy mode runs
 * axe in the page itself: the default finishes every scan in a new blank page, which costs more
 * than the scan, and our pages have no frames it would reach.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const { persona, routes } of GROUPS) {
  test(`${persona}: ${routes.length} routes pass axe with no serious or critical violation`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(30_000 + routes.length * 10_000);
    await signInAs(persona);
    const found: Record<string, string[]> = {};
    const scanned: string[] = [];
    for (const { path, url = path, shows } of routes) {
      await page.goto(path);
      await expect(page.getByText(shows).first(), path).toBeVisible();
      // A fading element (an entrance animation, a button enabled once data arrives) has a
      // partial contrast: measure once settled, and again if that found something, so only a
      // violation that persists fails.
      await settle(page);
      // The page scanned is the one meant: a route that redirects is scanned where it lands.
      await expect(page, path).toHaveURL(typeof url === 'string' ? `${HOST}${url}` : url);
      let violations = await seriousViolations(page);
      if (violations.length > 0) {
        await settle(page);
        violations = await seriousViolations(page);
      }
      const where = page.url() === `${HOST}${path}` ? path : `${path} → ${page.url()}`;
      scanned.push(where);
      test.info().annotations.push({ type: 'axe scanned', description: where });
      if (violations.length > 0) found[where] = violations;
    }
    // The step's output names every page it scanned.
    console.log(`axe scanned as ${persona}:\n${scanned.map((where) => `  ${where}`).join('\n')}`);
    expect(scanned).toHaveLength(routes.length);
    expect(found).toEqual({});
  });
}
