import { screen } from '@testing-library/react';
import { Route, Routes } from 'app-router';
import { renderWithProviders } from 'app-runtime/testing';
import { NotFoundPage } from './not-found-page';

test('says the page does not exist, reports it, and Back Home goes to the root', async () => {
  const { user, platform } = renderWithProviders(
    <Routes>
      <Route path="/" element={<p>root page</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route: '/nowhere' },
  );
  expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  expect(platform.calls.recordStat).toEqual([{ action: 'not_found', pageId: 'not-found' }]);
  await user.click(screen.getByRole('button', { name: 'Back Home' }));
  expect(screen.getByText('root page')).toBeInTheDocument();
});
