import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { buildEvent } from 'shared-contracts/testing';
import type { DashboardEventsState } from '../api/use-dashboard-events';
import { EventsList } from './events-list';

function loaded(count: number): DashboardEventsState {
  return {
    events: Array.from({ length: count }, (_, index) =>
      buildEvent({ locationName: `Store ${index}` }),
    ),
    isLoading: false,
    error: null,
    isRetrying: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    nextPageFailed: false,
    fetchNextPage: () => undefined,
    retry: () => undefined,
  };
}

// No VirtuosoMockContext: the list has not measured a viewport, as in the browser's first frame.
test('the rows in view show with the loaded count, before the list has measured itself', () => {
  renderWithProviders(<EventsList kind="events" state={loaded(10)} />);
  expect(screen.getByText('All 10 events loaded')).toBeInTheDocument();
  const rows = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByText(/^Store /).textContent)).toEqual([
    'Store 0',
    'Store 1',
    'Store 2',
  ]);
});

test('a list shorter than the view shows all its rows', () => {
  renderWithProviders(<EventsList kind="emergencies" state={loaded(2)} />);
  expect(screen.getByText('All 2 emergencies loaded')).toBeInTheDocument();
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
});
