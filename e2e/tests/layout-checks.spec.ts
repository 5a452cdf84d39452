import { expect, test } from '@playwright/test';
import { layoutProblems } from '../fixtures/layout-checks';

// The layout check's own rules on pages made for them, at the phone's 360 px.
test.use({ viewport: { width: 360, height: 640 } });

const PAGE_STYLE =
  '<style>body { margin: 0; font: 16px/1.5 sans-serif } .gap { padding: 0 16px }</style>';

test('text within 8 px of the edge is named, text with room is not', async ({ page }) => {
  await page.setContent(
    `${PAGE_STYLE}<p class="gap">Room on both sides</p><p style="margin: 0 4px">Flush left</p><p style="text-align: right; padding-right: 2px">Flush right</p>`,
  );
  const problems = await layoutProblems(page);
  expect(problems).toEqual([
    expect.stringMatching(/^text within 8 px of the viewport's edge: p "Flush left" \(4-/),
    expect.stringMatching(
      /^text within 8 px of the viewport's edge: p "Flush right" \(.*-358 of 360\)/,
    ),
  ]);
});

test('text in a box that scrolls sideways may reach the edge', async ({ page }) => {
  await page.setContent(
    `${PAGE_STYLE}<div style="overflow-x: auto"><div style="width: 720px; display: flex; gap: 16px"><span>First cell</span><span style="margin-left: 300px">Far cell</span></div></div><p class="gap">Below</p>`,
  );
  expect(await layoutProblems(page)).toEqual([]);
});

test('a box that could scroll but does not is no excuse', async ({ page }) => {
  await page.setContent(
    `${PAGE_STYLE}<div style="overflow-x: auto"><span>Fits, flush</span></div>`,
  );
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(
      /^text within 8 px of the viewport.s edge: div > span "Fits, flush" \(0-/,
    ),
  ]);
});
