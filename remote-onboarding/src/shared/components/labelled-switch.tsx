import { useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Switch } from 'ui';

interface LabelledSwitchProps {
  /** What the switch toggles: its accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A switch (role="switch") named by what it toggles. Fully controlled: when the owner does not take a
 * change (the indoor camera confirm asks first), the switch keeps showing `checked`.
 */
export function LabelledSwitch({
  label,
  checked,
  onChange,
  disabled = false,
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
      onCheckedChange={(details) => {
        onChange(details.checked);
        rerender();
      }}
      colorPalette="brand"
      display="inline-flex"
      alignItems="center"
      gap="3"
    >
      <Switch.HiddenInput ref={input} role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}
