import { screen } from '@testing-library/react';
import { renderWithProviders } from 'standalone/testing';
import { SignoutPage } from './signout-page';

test('leaves for the external logout page, which returns to the root', () => {
  const assign = jest.fn();
  const { platform } = renderWithProviders(<SignoutPage assign={assign} />, { route: '/signout' });
  expect(screen.getByRole('status', { name: 'Signing out' })).toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith(
    platform.externalUrl('logout', { return_to: 'http://localhost/' }),
  );
});
