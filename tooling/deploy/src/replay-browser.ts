import { launchChromium, SMOKE_CHROMIUM } from './gate-smoke';
import type { ReplayPlan } from './replay';

/**
 * Opens the replay in a Chromium window a person uses: signed in to sandbox-api as `persona`, the
 * plan's cookies set, at its address. Resolves when the window is closed.
 */
export async function openReplay(
  plan: ReplayPlan,
  { persona, apiOrigin }: { persona: string; apiOrigin: string },
): Promise<void> {
  const browser = await launchChromium({ executablePath: SMOKE_CHROMIUM, headless: false });
  const context = await browser.newContext({ viewport: null });
  const signIn = await context.request.post(`${apiOrigin}/__test/signin`, { data: { persona } });
  if (!signIn.ok()) {
    await browser.close();
    throw new Error(
      `sandbox-api did not sign in ${persona} (http ${signIn.status()}): start the platform (npm start) and name a persona it has`,
    );
  }
  const { origin } = new URL(plan.address);
  await context.addCookies(plan.cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  await page.goto(plan.address);
  await new Promise<void>((resolve) => browser.on('disconnected', () => resolve()));
}
