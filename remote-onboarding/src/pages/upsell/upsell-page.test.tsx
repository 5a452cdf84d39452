import { setupApiServer } from 'shared-contracts/testing';
import { screen } from '@testing-library/react';
import { CUSTOMER_SERVICE_PHONE } from 'shared-contracts';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();

test('Learn More opens the plans page; the customer service phone is shown', async () => {
  api.use();
  const { user, platform } = renderRemote('/video-monitoring/experience-more');
  expect(
    await screen.findByRole('heading', { name: 'Experience more with Virtual Security Guard' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: CUSTOMER_SERVICE_PHONE })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Learn More' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'billingPlans', params: undefined }]);
});
