import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'app-router';
import { renderWithProviders } from 'app-runtime/testing';
import { AppLayout } from './app-layout';

test('the web layout has the header with the user menu Logout, and the footer', async () => {
  const onLogout = jest.fn();
  const { user } = renderWithProviders(
    <AppLayout chromeless={false} onLogout={onLogout}>
      <p>page</p>
    </AppLayout>,
  );
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // The brand mark and wordmark, named as one image; the mark is the favicon's file.
  const brand = screen.getByRole('img', { name: 'Virtual Security Guard' });
  // The mark has an empty alt: it is presentational, named by the image around it.
  expect(within(brand).getByRole('presentation')).toHaveAttribute('src', '/favicon.svg');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('page');
  // By keyboard: the menu opens on its first item, Enter selects it.
  act(() => screen.getByRole('button', { name: 'Account menu' }).focus());
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('a mobile session shows no header, sider or footer', () => {
  renderWithProviders(
    <AppLayout chromeless onLogout={jest.fn()}>
      <p>page</p>
    </AppLayout>,
  );
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
});

test.each([false, true])(
  'the /signin honeypot link is hidden from people and out of the tab order (mobile %s)',
  async (chromeless) => {
    const { user } = renderWithProviders(
      <AppLayout chromeless={chromeless} onLogout={jest.fn()}>
        <button type="button">first</button>
      </AppLayout>,
    );
    // Hidden from assistive technology, so it has no accessible name: found by its text.
    const link = screen.getByText('Sign in');
    expect(link).toHaveAttribute('href', '/signin');
    expect(link).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(link).not.toHaveFocus();
    }
  },
);

test('Back goes back in the app history and reports the click', async () => {
  const onBack = jest.fn();
  const { user } = renderWithProviders(
    <AppLayout chromeless={false} onLogout={jest.fn()} onBack={onBack}>
      <Routes>
        <Route path="/" element={<Link to="/locations">to the selector</Link>} />
        <Route path="/locations" element={<p>selector</p>} />
      </Routes>
    </AppLayout>,
  );
  // Nowhere to go back to on the first page.
  expect(screen.queryByRole('button', { name: '‹ Back' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'to the selector' }));
  await user.click(screen.getByRole('button', { name: '‹ Back' }));
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('link', { name: 'to the selector' })).toBeInTheDocument();
});
