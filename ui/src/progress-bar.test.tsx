import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { UiProvider } from './provider';

const renderBar = (element: ReactElement) => render(<UiProvider>{element}</UiProvider>);

test('is a progressbar named by its label, with its value and range', () => {
  renderBar(<ProgressBar value={30} max={120} label="Monitored events" />);
  const bar = screen.getByRole('progressbar', { name: 'Monitored events' });
  expect(bar).toHaveAttribute('aria-valuenow', '30');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '120');
  expect(bar).not.toHaveAttribute('data-negative');
  // The filled part is the value's share of the track.
  // eslint-disable-next-line testing-library/no-node-access -- the fill is a styled part with no role
  expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
});

test('a value past the maximum fills the track and no more', () => {
  renderBar(<ProgressBar value={150} label="Monitored events" negative />);
  const bar = screen.getByRole('progressbar', { name: 'Monitored events' });
  expect(bar).toHaveAttribute('aria-valuenow', '150');
  expect(bar).toHaveAttribute('data-negative');
  // eslint-disable-next-line testing-library/no-node-access -- the fill is a styled part with no role
  expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
});

test('an unknown value has no aria-valuenow', () => {
  renderBar(<ProgressBar value={null} label="Starting your free trial…" />);
  const bar = screen.getByRole('progressbar', { name: 'Starting your free trial…' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
});
