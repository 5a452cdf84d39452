import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, NavLink, Route, Routes, useLeaveGuard, useNavigate } from './index';

/** A page with unsaved changes: it asks before leaving, and remembers the way out it was asked for. */
function GuardedPage() {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [dirty, setDirty] = useState(true);
  useLeaveGuard(dirty ? (leave) => setPending(() => leave) : null);
  const navigate = useNavigate();
  return (
    <>
      <p>form page</p>
      <Link to="/other">Other by Link</Link>
      <NavLink to="/other">Other by NavLink</NavLink>
      <NavLink to="/form">This page</NavLink>
      <button onClick={() => navigate('/other')}>Other by navigate</button>
      <button onClick={() => setDirty(false)}>Save</button>
      {pending ? (
        <div role="alertdialog" aria-label="Leave?">
          <button onClick={() => setPending(null)}>Stay</button>
          <button onClick={() => pending()}>Leave</button>
        </div>
      ) : null}
    </>
  );
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<GuardedPage />} />
        <Route path="/other" element={<p>other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test.each(['Other by Link', 'Other by NavLink'])(
  '%s asks first; Stay stays, Leave leaves',
  async (name) => {
    const user = setup();
    await user.click(screen.getByRole('link', { name }));
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('form page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('other page')).toBeInTheDocument();
  },
);

test('useNavigate asks first too', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Other by navigate' }));
  await user.click(screen.getByRole('button', { name: 'Leave' }));
  expect(screen.getByText('other page')).toBeInTheDocument();
});

test('a link to the page itself, or with nothing to lose, does not ask', async () => {
  const user = setup();
  await user.click(screen.getByRole('link', { name: 'This page' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('link', { name: 'Other by Link' }));
  expect(screen.getByText('other page')).toBeInTheDocument();
});
