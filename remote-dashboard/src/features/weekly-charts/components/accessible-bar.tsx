import type { BarDatum, BarItemProps } from '@nivo/bar';
import { useTooltip } from '@nivo/tooltip';
import { animated, to } from '@react-spring/web';
import { createElement, useCallback, useMemo, type MouseEvent } from 'react';

const nonNegative = (size: number) => Math.max(size, 0);

/**
 * nivo's bar (hover and keyboard focus show the tooltip), exposed as role="img" so that its
 * aria-label is allowed on the SVG rect: nivo 0.99 types `barRole` but never renders it.
 */
export function AccessibleBar<D extends BarDatum>({
  bar: { data, ...bar },
  style: { borderColor, color, height, transform, width },
  borderRadius,
  borderWidth,
  isInteractive,
  isFocusable,
  tooltip,
  ariaLabel,
}: BarItemProps<D>) {
  const { showTooltipFromEvent, showTooltipAt, hideTooltip } = useTooltip();
  const content = useMemo(() => createElement(tooltip, { ...bar, ...data }), [tooltip, bar, data]);
  const showAtPointer = useCallback(
    (event: MouseEvent<SVGRectElement>) => showTooltipFromEvent(content, event),
    [showTooltipFromEvent, content],
  );
  const showAtBar = useCallback(
    () => showTooltipAt(content, [bar.absX + bar.width / 2, bar.absY]),
    [showTooltipAt, content, bar.absX, bar.absY, bar.width],
  );
  return (
    <animated.g transform={transform}>
      <animated.rect
        role="img"
        aria-label={ariaLabel?.(data)}
        width={to(width, nonNegative)}
        height={to(height, nonNegative)}
        rx={borderRadius}
        ry={borderRadius}
        fill={data.fill ?? color}
        strokeWidth={borderWidth}
        stroke={borderColor}
        focusable={isFocusable}
        tabIndex={isFocusable ? 0 : undefined}
        onMouseEnter={isInteractive ? showAtPointer : undefined}
        onMouseMove={isInteractive ? showAtPointer : undefined}
        onMouseLeave={isInteractive ? hideTooltip : undefined}
        onFocus={isInteractive && isFocusable ? showAtBar : undefined}
        onBlur={isInteractive && isFocusable ? hideTooltip : undefined}
      />
    </animated.g>
  );
}
