import type { RemoteRelease, TelemetryRecord } from 'shared-contracts/telemetry';
import { createFieldTelemetry } from './field-telemetry';

const settings: RemoteRelease = { remote: 'settings', version: '1.4.0-abc', group: 'candidate' };

function telemetry() {
  const added: TelemetryRecord[] = [];
  const field = createFieldTelemetry({
    queue: { add: (record) => added.push(record), flush: () => undefined },
    releaseOf: (route) => (route.startsWith('/locations/1/') ? settings : undefined),
    releaseOfRemote: (remote) => (remote === 'settings' ? settings : undefined),
    currentRoute: () => '/locations/1/devices',
    now: () => 42,
  });
  return { added, field };
}

test('a page view names the remote, version and group that render its route', () => {
  const { added, field } = telemetry();
  field.pageView('/locations/1/devices');
  field.pageView('/locations');
  expect(added).toEqual([
    { name: 'page_view', time: 42, route: '/locations/1/devices', release: settings },
    { name: 'page_view', time: 42, route: '/locations' },
  ]);
});

test('a remote load carries its outcome and duration; a refusal of either kind is refused', () => {
  const { added, field } = telemetry();
  field.remoteLoad({
    remote: 'settings',
    version: '1.4.0-abc',
    outcome: 'refused-integrity',
    durationMs: 12.6,
  });
  expect(added).toEqual([
    {
      name: 'remote_load',
      time: 42,
      route: '/locations/1/devices',
      release: settings,
      outcome: 'refused',
      durationMs: 13,
    },
  ]);
});

test('boundary errors, reported messages and web vitals are attributed to the page they happen on', () => {
  const { added, field } = telemetry();
  field.boundaryError('/locations/1/devices', new Error('render failed'));
  field.errorMessage('Error fetching the devices');
  field.webVital('LCP', 1800);
  expect(added.map(({ name, release }) => [name, release?.version])).toEqual([
    ['boundary_error', '1.4.0-abc'],
    ['error_message', '1.4.0-abc'],
    ['web_vital', '1.4.0-abc'],
  ]);
  expect(added[0]).toMatchObject({ message: 'render failed' });
  expect(added[2]).toMatchObject({ vital: 'LCP', value: 1800 });
});

test("a boundary error React wrapped while hydrating is reported by the remote's own message", () => {
  const { added, field } = telemetry();
  const thrown = new Error('this release fails on render');
  field.boundaryError(
    '/locations/1/devices',
    new Error('Minified React error #520', { cause: thrown }),
  );
  expect(added[0]).toMatchObject({
    name: 'boundary_error',
    message: 'this release fails on render',
  });
});
