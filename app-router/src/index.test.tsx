import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Navigate, Route, Routes, useParams } from './index';

function LocationName() {
  return <p>location {useParams().locationId}</p>;
}

test('the re-exported pieces route, link and redirect as one router', async () => {
  render(
    <MemoryRouter initialEntries={['/old']}>
      <Routes>
        <Route path="/old" element={<Navigate to="/locations" replace />} />
        <Route path="/locations" element={<Link to="/locations/1001">First location</Link>} />
        <Route path="/locations/:locationId" element={<LocationName />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'First location' }));
  expect(screen.getByText('location 1001')).toBeInTheDocument();
});
