import { screen } from '@testing-library/react';
import { renderWithProviders } from 'app-runtime/testing';
import { BoundaryError } from './boundary-error';

test('shows the spec texts and a way back to the control center', () => {
  renderWithProviders(<BoundaryError />);
  expect(screen.getByRole('alert')).toHaveTextContent('There was a problem');
  expect(screen.getByText('Sorry, something went wrong.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to Control Center' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('offers Retry where the failed part can be loaded again', async () => {
  const onRetry = jest.fn();
  const { user } = renderWithProviders(<BoundaryError onRetry={onRetry} />);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
