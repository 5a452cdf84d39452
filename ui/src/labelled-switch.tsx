import { useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Box, Spinner } from '@chakra-ui/react';

export interface LabelledSwitchProps {
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
 * The switch is the native checkbox itself, drawn as a track with a thumb: one styled element per
 * switch instead of Chakra's Switch (a state machine and five styled parts), which a page of device
 * switches paid for in its first paint.
 */
const switchStyles = {
  // Keeps a visually hidden label inside the switch.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  '& > input': {
    appearance: 'none',
    flexShrink: 0,
    position: 'relative',
    width: '9',
    height: '5',
    margin: 0,
    borderRadius: 'full',
    background: 'bg.emphasized',
    cursor: 'inherit',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '4',
      height: '4',
      borderRadius: 'full',
      background: 'white',
      boxShadow: 'xs',
      transition: 'transform 0.15s',
    },
    _checked: { background: 'brand.solid', _before: { transform: 'translateX(1rem)' } },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    // prefers-reduced-motion: the track and thumb change at once, without sliding.
    _motionReduce: { transition: 'none', _before: { transition: 'none' } },
  },
  '&:has(> input:disabled)': { cursor: 'not-allowed' },
  // On a touch screen the label, which takes the tap, is a 44 px target.
  '@media (pointer: coarse)': { minHeight: '44px', minWidth: '44px' },
  '& > [data-hidden-label]': { srOnly: true },
} as const;

/**
 * A switch (role="switch") named by what it toggles, with a loading state: the one switch of both
 * remotes. Fully controlled: when the owner does not take a change (it asks for confirmation
 * first, or the save failed), the switch keeps showing `checked`.
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
    <Box as="label" css={switchStyles}>
      <input
        ref={input}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-busy={loading}
        aria-readonly={loading}
        onChange={(event) => {
          // A busy switch is read-only (a checkbox cannot be by itself): the flip is ignored, and
          // the render below puts the controlled value back.
          if (!loading) onChange(event.currentTarget.checked);
          rerender();
        }}
      />
      <span data-hidden-label={hideLabel ? '' : undefined}>{label}</span>
      {loading ? <Spinner size="xs" color="brand.solid" aria-hidden="true" /> : null}
    </Box>
  );
}
