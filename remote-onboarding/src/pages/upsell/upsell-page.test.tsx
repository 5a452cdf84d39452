import {
  buildEnvironmentConfig,
  createFakePlatform,
  setupApiServer,
} from 'shared-contracts/testing';
import { screen } from '@testing-library/react';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();

const heading = { name: 'Experience more with Virtual Security Guard' };

test("Learn More opens the plans page; the environment's customer service phone is shown", async () => {
  api.use();
  const config = buildEnvironmentConfig({ customerServicePhone: '1-888-555-0123' });
  const { user, platform } = renderRemote('/video-monitoring/experience-more', { config });
  expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '1-888-555-0123' })).toHaveAttribute(
    'href',
    'tel:1-888-555-0123',
  );
  await user.click(screen.getByRole('button', { name: 'Learn More' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'billingPlans', params: undefined }]);
});

test('an environment without a configuration shows no phone number rather than a made-up one', async () => {
  api.use();
  renderRemote('/video-monitoring/experience-more', { config: null });
  expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
  expect(screen.queryByText(/Call customer service/)).not.toBeInTheDocument();
});

test('a host from before shared-contracts 1.3.0, with no config member, shows no phone and works', async () => {
  api.use();
  const platform = createFakePlatform();
  Reflect.deleteProperty(platform, 'config');
  renderRemote('/video-monitoring/experience-more', { platform });
  expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
  expect(screen.queryByText(/Call customer service/)).not.toBeInTheDocument();
});
