import type { BarCustomLayer, BarCustomLayerProps, ComputedBarDatum } from '@nivo/bar';
import { useTooltip } from '@nivo/tooltip';
import { createElement, type MouseEvent, type ReactNode } from 'react';
import { eventsTooltip } from '../model/charts';
import type { WeeklyBar, WeeklyChartData } from '../model/weekly-chart';

// nivo's own grid, axes and bars layers animate through react-spring even with `animate={false}`:
// every bar, tick and grid line starts a spring while the chart commits. These layers draw the same
// picture as plain SVG, in a shorter and steadier task; nivo still lays the bars out (and still runs
// one transition for them).

/** nivo's default theme: grid lines and axis text. */
const GRID_STROKE = '#dddddd';
const TEXT_FILL = '#333333';
const FONT_SIZE_PX = 11;
/** Space between an axis and its labels (the left axis's and the bottom axis's tick padding). */
const LEFT_LABEL_GAP_PX = 6;
const BOTTOM_LABEL_GAP_PX = 8;
const TEXT_STYLE = { fontSize: `${FONT_SIZE_PX}px`, fill: TEXT_FILL };

/** What a bar is called: its week and its count ('Week of 03/10: 5 event(s)'). */
export const barLabel = (bar: ComputedBarDatum<WeeklyBar>): string =>
  `Week of ${bar.data.indexValue}: ${eventsTooltip(bar.data.value ?? 0)}`;

/** The y grid lines and values at `data.ticks`, and each bar's week below it. */
function gridAndAxesLayer(data: WeeklyChartData): BarCustomLayer<WeeklyBar> {
  const span = data.maxValue - data.minValue;
  return function GridAndAxes({ bars, innerWidth, innerHeight }) {
    const y = (value: number) => innerHeight - ((value - data.minValue) / span) * innerHeight;
    return (
      <g aria-hidden="true" style={TEXT_STYLE}>
        {data.ticks.map((tick) => (
          <g key={tick} transform={`translate(0,${y(tick)})`}>
            <line x2={innerWidth} stroke={GRID_STROKE} strokeWidth={1} />
            <text x={-LEFT_LABEL_GAP_PX} textAnchor="end" dominantBaseline="central">
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar) => (
          <text
            key={bar.key}
            x={bar.x + bar.width / 2}
            y={innerHeight + BOTTOM_LABEL_GAP_PX}
            textAnchor="middle"
            dominantBaseline="text-before-edge"
          >
            {bar.data.indexValue}
          </text>
        ))}
      </g>
    );
  };
}

interface StaticBarProps {
  bar: ComputedBarDatum<WeeklyBar>;
  tooltip: ReactNode;
  interactive: boolean;
  focusable: boolean;
}

/** A bar exposed as role="img" (so its aria-label is allowed on the rect); hover and focus show its tooltip. */
function StaticBar({ bar, tooltip, interactive, focusable }: StaticBarProps) {
  const { showTooltipFromEvent, showTooltipAt, hideTooltip } = useTooltip();
  const showAtPointer = (event: MouseEvent<SVGRectElement>) => showTooltipFromEvent(tooltip, event);
  const showAtBar = () => showTooltipAt(tooltip, [bar.absX + bar.width / 2, bar.absY]);
  return (
    <rect
      role="img"
      aria-label={barLabel(bar)}
      x={bar.x}
      y={bar.y}
      width={Math.max(bar.width, 0)}
      height={Math.max(bar.height, 0)}
      fill={bar.color}
      focusable={focusable}
      tabIndex={focusable ? 0 : undefined}
      onMouseEnter={interactive ? showAtPointer : undefined}
      onMouseMove={interactive ? showAtPointer : undefined}
      onMouseLeave={interactive ? hideTooltip : undefined}
      onFocus={interactive && focusable ? showAtBar : undefined}
      onBlur={interactive && focusable ? hideTooltip : undefined}
    />
  );
}

function Bars({ bars, tooltip, isInteractive, isFocusable }: BarCustomLayerProps<WeeklyBar>) {
  return (
    <>
      {bars.map((bar) => (
        <StaticBar
          key={bar.key}
          bar={bar}
          tooltip={createElement(tooltip, {
            ...bar,
            ...bar.data,
            value: bar.data.value ?? 0,
          })}
          interactive={isInteractive}
          focusable={isFocusable}
        />
      ))}
    </>
  );
}

/** The chart's layers, back to front: grid and axes, then the bars. */
export function staticLayers(data: WeeklyChartData): BarCustomLayer<WeeklyBar>[] {
  return [gridAndAxesLayer(data), Bars];
}
