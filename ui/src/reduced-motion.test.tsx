import { act, render, screen } from '@testing-library/react';
import { Skeleton } from './index';
import { ConfirmDialog } from './overlays/confirm-dialog';
import { UiProvider } from './provider';
import { showToast, Toaster } from './toaster';

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce) {';

/**
 * The page's CSS rules under `@media (prefers-reduced-motion: reduce)`, as text: read from each
 * rule's text, as the recipes' rules sit inside a cascade layer that jsdom does not parse.
 */
function reducedMotionRules(): string[] {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      const text = rule.cssText;
      for (
        let at = text.indexOf(REDUCED_MOTION);
        at !== -1;
        at = text.indexOf(REDUCED_MOTION, at + 1)
      ) {
        // The media block's rules, each `selector {declarations}`, up to its closing brace.
        const block = text.slice(at + REDUCED_MOTION.length);
        for (const match of block.matchAll(/\s*([^{}]+)\{([^{}]*)\}/gy)) {
          rules.push(`${match[1]?.trim()} {${match[2]}}`);
        }
      }
    }
  }
  return rules;
}

/** Whether some reduced-motion rule selects `element` (with or without its open state). */
function motionOffFor(element: Element): boolean {
  return reducedMotionRules().some((rule) => {
    const selector = rule.slice(0, rule.indexOf('{')).trim();
    return (
      element.matches(selector) && /animation: none/.test(rule) && /transition: none/.test(rule)
    );
  });
}

test('under prefers-reduced-motion a modal opens and closes without animation', () => {
  render(
    <UiProvider>
      <ConfirmDialog
        open
        title="Pause?"
        confirmLabel="Pause"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        Body
      </ConfirmDialog>
    </UiProvider>,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Pause?' });
  expect(motionOffFor(dialog)).toBe(true);
  // eslint-disable-next-line testing-library/no-node-access -- the backdrop has no role; its styles are the subject
  const backdrop = document.querySelector('[data-scope=dialog][data-part=backdrop]');
  expect(backdrop).not.toBeNull();
  expect(motionOffFor(backdrop as Element)).toBe(true);
});

test('under prefers-reduced-motion a toast comes and goes without animation', async () => {
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
  act(() => showToast({ title: 'Saved', status: 'success' }));
  const title = await screen.findByText('Saved');
  // eslint-disable-next-line testing-library/no-node-access -- the toast's root part carries the motion styles
  const toast = title.closest('[data-scope=toast][data-part=root]');
  expect(toast).not.toBeNull();
  expect(motionOffFor(toast as Element)).toBe(true);
});

test('under prefers-reduced-motion a loading placeholder does not pulse', () => {
  render(
    <UiProvider>
      <Skeleton data-testid="placeholder" height="10" />
    </UiProvider>,
  );
  expect(motionOffFor(screen.getByTestId('placeholder'))).toBe(true);
});
