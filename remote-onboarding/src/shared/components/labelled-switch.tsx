import type { ReactNode } from 'react';
import { Switch } from 'ui';

interface LabelledSwitchProps {
  /** What the switch toggles: its accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A switch (role="switch") named by what it toggles. */
export function LabelledSwitch({
  label,
  checked,
  onChange,
  disabled = false,
}: LabelledSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="inline-flex"
      alignItems="center"
      gap="3"
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}
