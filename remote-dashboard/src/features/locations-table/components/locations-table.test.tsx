import { render, screen } from '@testing-library/react';
import { SCROLL_SEEK, SeekingRow } from './locations-table';

const range = { startIndex: 0, endIndex: 6 };

test('a fling swaps the rows for placeholders; a reading-speed scroll keeps the real rows', () => {
  // Velocities in pixels per 100 ms, either direction.
  expect(SCROLL_SEEK.enter(3600, range)).toBe(true);
  expect(SCROLL_SEEK.enter(-3600, range)).toBe(true);
  expect(SCROLL_SEEK.enter(240, range)).toBe(false);
  expect(SCROLL_SEEK.enter(-240, range)).toBe(false);
  expect(SCROLL_SEEK.enter(1000, range)).toBe(false);
});

test('the placeholders give way to the rows once the scroll slows down or stops', () => {
  expect(SCROLL_SEEK.exit(0, range)).toBe(true);
  expect(SCROLL_SEEK.exit(150, range)).toBe(true);
  expect(SCROLL_SEEK.exit(-150, range)).toBe(true);
  expect(SCROLL_SEEK.exit(600, range)).toBe(false);
});

test('a placeholder row keeps the row height and is hidden from assistive technology', () => {
  render(
    <table aria-label="Locations">
      <tbody>
        <SeekingRow height={40} index={12} type="item" />
      </tbody>
    </table>,
  );
  const table = screen.getByRole('table', { name: 'Locations' });
  expect(screen.queryAllByRole('row')).toHaveLength(0);
  const placeholder = table.querySelector('tr[data-seeking]');
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder).toHaveStyle({ height: '40px' });
  expect(placeholder).toHaveTextContent('');
});
