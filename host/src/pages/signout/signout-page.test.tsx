import { screen } from '@testing-library/react';
import { EVENTS, getEventBus } from 'shared-contracts/events';
import { renderWithProviders } from 'app-runtime/testing';
import { isLeavingPage, resetPageExit } from '../../lib/page-exit';
import { SignoutPage } from './signout-page';

afterEach(resetPageExit);

test('leaves for the external logout page, which returns to the root', () => {
  const assign = jest.fn();
  const { platform } = renderWithProviders(<SignoutPage assign={assign} />, { route: '/signout' });
  expect(screen.getByRole('status', { name: 'Signing out' })).toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith(
    platform.externalUrl('logout', { return_to: 'http://localhost/' }),
  );
});

test('a logout the browser refuses is reported and said', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refusal = new Error('navigation blocked');
  renderWithProviders(
    <SignoutPage
      assign={() => {
        throw refusal;
      }}
    />,
    { route: '/signout' },
  );
  expect(await screen.findByText('User failed to logout')).toBeVisible();
  expect(warn).toHaveBeenCalledWith('[vsg-error] User failed to logout', refusal);
  // Still here: a late 401 must still send the user on.
  expect(isLeavingPage()).toBe(false);
  warn.mockRestore();
});

test('tells the areas on the page that the session ended, before leaving', () => {
  const order: string[] = [];
  const off = getEventBus().on(EVENTS.SESSION_ENDED, ({ userId }) => order.push(`ended ${userId}`));
  const { platform } = renderWithProviders(<SignoutPage assign={() => order.push('left')} />, {
    route: '/signout',
  });
  expect(order).toEqual([`ended ${platform.session.userId}`, 'left']);
  off();
});
