import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Navigate, Route, Routes } from 'app-router';
import { renderWithProviders } from 'app-runtime/testing';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { setRegistry } from '../../federation/registry/current-registry';
import { PageViewTracker } from './page-view-tracker';

beforeEach(() => setRegistry(TEST_REGISTRY));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

function App() {
  return (
    <>
      <PageViewTracker />
      <Routes>
        <Route path="/" element={<Navigate to="/locations" replace />} />
        <Route path="/locations" element={<Link to="/locations/loc-1/devices">Devices</Link>} />
        <Route path="/locations/:locationId/devices" element={<p>devices</p>} />
      </Routes>
    </>
  );
}

test("one page view per page landed on, a remote's page by its declared pattern", async () => {
  const { user, platform } = renderWithProviders(<App />, { route: '/' });
  await flush();
  await user.click(screen.getByRole('link', { name: 'Devices' }));
  await flush();
  expect(platform.calls.recordStat).toEqual([
    { action: 'page_view', pageId: '/locations' },
    { action: 'page_view', pageId: '/locations/:locationId/devices' },
  ]);
});

test('re-rendering the same page records nothing more', async () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <>
        <PageViewTracker />
        <button type="button" onClick={() => setCount(count + 1)}>
          Rendered {count}
        </button>
      </>
    );
  }
  const { user, platform } = renderWithProviders(<Counter />, { route: '/locations' });
  await flush();
  await user.click(screen.getByRole('button', { name: 'Rendered 0' }));
  await flush();
  expect(screen.getByRole('button', { name: 'Rendered 1' })).toBeInTheDocument();
  expect(platform.calls.recordStat).toEqual([{ action: 'page_view', pageId: '/locations' }]);
});
