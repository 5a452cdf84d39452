import { fireEvent, screen } from '@testing-library/react';
import { buildTimeseries } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { weeklyChartData } from '../model/weekly-chart';
import { WeeklyBarChart } from './weekly-bar-chart';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const now = new Date(2024, 2, 13, 15);

test('every week is a focusable bar named by its week and count; focus shows the tooltip', () => {
  const data = weeklyChartData(
    buildTimeseries([{ startTime: seconds(new Date(2024, 2, 11)), count: 5 }]),
    now,
  );
  renderWithProviders(<WeeklyBarChart title="Events per week" data={data} color="#1998d5" />);
  expect(screen.getByRole('group', { name: 'Events per week, last 8 weeks' })).toBeInTheDocument();
  // role="img": an SVG rect may carry an aria-label only with a role.
  const bar = screen.getByRole('img', { name: 'Week of 03/10: 5 event(s)' });
  expect(screen.getByRole('img', { name: 'Week of 01/21: 0 event(s)' })).toBeInTheDocument();
  fireEvent.focus(bar);
  expect(screen.getByRole('tooltip')).toHaveTextContent(/^5 event\(s\)$/);
});

test('the y axis shows the chart ticks with their grid lines, the x axis each week', () => {
  const data = weeklyChartData(buildTimeseries([]), now);
  const { container } = renderWithProviders(
    <WeeklyBarChart title="Events per week" data={data} color="#1998d5" />,
  );
  // All zero: 0 to 10.
  expect(data.ticks).toEqual([0, 2, 4, 6, 8, 10]);
  // The axes' SVG text and grid lines have no role: the chart's geometry is read from the SVG.
  /* eslint-disable testing-library/no-container, testing-library/no-node-access */
  const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
  expect(texts).toEqual([...data.ticks.map(String), ...data.bars.map((bar) => bar.week)]);
  expect(container.querySelectorAll('svg line')).toHaveLength(data.ticks.length);
  /* eslint-enable testing-library/no-container, testing-library/no-node-access */
  expect(screen.getAllByRole('img', { name: /^Week of \d{2}\/\d{2}: 0 event\(s\)$/ })).toHaveLength(
    8,
  );
});
