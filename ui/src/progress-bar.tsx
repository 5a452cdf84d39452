import { Box } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** How far along, from 0 to `max`; null while that is unknown (the bar then sweeps). */
  value: number | null;
  max?: number;
  /** The bar's accessible name. */
  label: string;
  /** The palette of the filled part. */
  colorPalette?: string;
  /** Marks the bar as showing a problem (`data-negative`). */
  negative?: boolean;
}

/**
 * A progress bar: an element of role `progressbar` with its value, a track and its filled part.
 * Chakra's Progress runs a state machine per bar and builds an `Intl.NumberFormat` on its first
 * render, a cost on the events summary, the page that shows one as it opens; this one is two
 * styled boxes. The sweep of an unknown value is the theme's `position` keyframes, as
 * Chakra's indeterminate progress.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  colorPalette = 'brand',
  negative = false,
}: ProgressBarProps) {
  const percent = value === null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      data-negative={negative ? '' : undefined}
      colorPalette={colorPalette}
      position="relative"
      overflow="hidden"
      height="2.5"
      borderRadius="full"
      bg="bg.muted"
    >
      <Box
        position="absolute"
        insetY="0"
        left="0"
        borderRadius="full"
        bg="colorPalette.solid"
        {...(percent === null
          ? {
              width: '50%',
              css: {
                '--animate-from-x': '-50%',
                '--animate-to-x': '100%',
                animation: 'position 1s ease infinite',
              },
            }
          : { width: `${percent}%`, transition: 'width 0.3s' })}
      />
    </Box>
  );
}
