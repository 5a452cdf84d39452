import { screen } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { SigninHoneypotPage } from './signin-honeypot-page';

test('a visit is reported and shown the 404', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { platform } = renderWithProviders(<SigninHoneypotPage />, { route: '/signin' });
  expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[honeypot] /signin was requested');
  expect(platform.calls.recordStat).toEqual([{ action: 'not_found', pageId: 'signin-honeypot' }]);
  warn.mockRestore();
});
