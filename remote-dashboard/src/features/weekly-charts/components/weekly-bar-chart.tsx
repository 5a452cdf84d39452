// The only module that imports @nivo/bar: loaded lazily, so the table shows before the charts.
import { Bar, type BarTooltipProps } from '@nivo/bar';
import { memo, useEffect, useMemo, useRef } from 'react';
import { eventsTooltip } from '../model/charts';
import { Box } from 'ui';
import type { WeeklyBar, WeeklyChartData } from '../model/weekly-chart';
import { CHART_HEIGHT_PX } from './chart-size';
import { staticLayers } from './static-layers';
import { useElementWidth } from './use-element-width';

/** Width used where the chart's box has no width (nothing is laid out, as in a test DOM). */
const FALLBACK_WIDTH_PX = 360;

function Tooltip({ value }: BarTooltipProps<WeeklyBar>) {
  return (
    <Box
      role="tooltip"
      bg="bg.panel"
      color="fg"
      px="2"
      py="1"
      borderRadius="sm"
      boxShadow="md"
      fontSize="sm"
    >
      {eventsTooltip(value)}
    </Box>
  );
}

interface WeeklyBarChartProps {
  title: string;
  data: WeeklyChartData;
  color: string;
  /** Told once the chart has been committed. */
  onShown?: () => void;
}

/**
 * 8 weekly bars by week start; y from 0 to the largest bar plus 10 % (10 when all are zero).
 * Bars are focusable: the tooltip shows on hover and on keyboard focus.
 */
export const WeeklyBarChart = memo(function WeeklyBarChart({
  title,
  data,
  color,
  onShown,
}: WeeklyBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, FALLBACK_WIDTH_PX);
  const layers = useMemo(() => staticLayers(data), [data]);
  const shown = width !== undefined;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  return (
    <Box ref={box} h={`${CHART_HEIGHT_PX}px`} overflow="hidden">
      {width === undefined ? null : (
        <Bar<WeeklyBar>
          width={width}
          height={CHART_HEIGHT_PX}
          data={data.bars}
          keys={['count']}
          indexBy="week"
          valueScale={{ type: 'linear', min: data.minValue, max: data.maxValue, nice: false }}
          margin={{ top: 10, right: 10, bottom: 30, left: 36 }}
          padding={0.3}
          colors={[color]}
          layers={layers}
          tooltip={Tooltip}
          animate={false}
          role="group"
          ariaLabel={`${title}, last 8 weeks`}
          isFocusable
        />
      )}
    </Box>
  );
});
