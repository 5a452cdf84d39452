import { useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Spinner, Switch } from 'ui';

interface LabelledSwitchProps {
  /** What the switch toggles: its accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * A request is in flight: the switch is busy and cannot be toggled. It stays focusable (read-only,
   * not disabled), so a keyboard user keeps their place while the change is saved.
   */
  loading?: boolean;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/**
 * A switch (role="switch") named by what it toggles, with a loading state. Fully controlled: when
 * the owner does not take a change (it asks for confirmation first, or waits for the server), the
 * switch keeps showing `checked`.
 */
export function LabelledSwitch({
  label,
  checked,
  onChange,
  disabled = false,
  loading = false,
  hideLabel = false,
}: LabelledSwitchProps) {
  const input = useRef<HTMLInputElement>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // The native checkbox flips on click; put it back to the controlled value after every render.
  useLayoutEffect(() => {
    if (input.current && input.current.checked !== checked) input.current.checked = checked;
  });
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      readOnly={loading}
      onCheckedChange={(details) => {
        onChange(details.checked);
        rerender();
      }}
      colorPalette="brand"
      // Keeps the visually hidden input inside the switch (focus never scrolls elsewhere).
      position="relative"
      display="inline-flex"
      alignItems="center"
      gap="2"
    >
      <Switch.HiddenInput ref={input} role="switch" aria-busy={loading} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly={hideLabel}>{label}</Switch.Label>
      {loading ? <Spinner size="xs" color="brand.solid" aria-hidden="true" /> : null}
    </Switch.Root>
  );
}
