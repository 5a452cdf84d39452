import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { TableToolbar } from './table-toolbar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The toolbar with an empty search and no eligibility choices; answers its search box and spies. */
function renderToolbar(onType?: (text: string) => void) {
  const onSearch = jest.fn<undefined, [string]>();
  renderWithProviders(
    <TableToolbar
      search=""
      onSearch={onSearch}
      onType={onType}
      eligibility="all"
      eligibilityOptions={[]}
      onEligibility={() => undefined}
    />,
  );
  onSearch.mockClear();
  return { box: screen.getByRole('searchbox', { name: 'Search locations' }), onSearch };
}

test('the search is applied once typing has paused for 300 ms', () => {
  const { box, onSearch } = renderToolbar();
  fireEvent.change(box, { target: { value: 'sea' } });
  act(() => jest.advanceTimersByTime(200));
  fireEvent.change(box, { target: { value: 'seat' } });
  act(() => jest.advanceTimersByTime(299));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenLastCalledWith('seat');
});

test('every keystroke reports the text as typed, before the debounce applies it', () => {
  const onType = jest.fn<undefined, [string]>();
  const { box, onSearch } = renderToolbar(onType);
  fireEvent.change(box, { target: { value: 's' } });
  fireEvent.change(box, { target: { value: 'se' } });
  expect(onType.mock.calls).toEqual([['s'], ['se']]);
  expect(onSearch).not.toHaveBeenCalled();
});
