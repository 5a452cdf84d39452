import { render } from '@testing-library/react';
import { createFakePlatform } from '../testing/fake-platform';
import { PlatformProvider } from './platform-provider';
import { PlatformRedirect } from './platform-redirect';

test('a redirect replaces the entry through the Platform, once', () => {
  const platform = createFakePlatform();
  const { rerender } = render(
    <PlatformProvider platform={platform}>
      <PlatformRedirect to="/not-found" />
    </PlatformProvider>,
  );
  rerender(
    <PlatformProvider platform={platform}>
      <PlatformRedirect to="/not-found" />
    </PlatformProvider>,
  );
  expect(platform.calls.navigate).toEqual([{ to: '/not-found', options: { replace: true } }]);
});
