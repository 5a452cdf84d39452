import { modeCard, modeState } from './mode-status';

const owner = { watchZonesFlag: true, isOwner: true };

test('mode: paused wins, then a reason or disarmed is inactive, else active', () => {
  expect(modeState({ paused: true, reason: 'AUTH_NOT_FOUND', armed: true })).toBe('paused');
  expect(modeState({ paused: false, reason: 'PRACTICE_MODE', armed: true })).toBe('inactive');
  expect(modeState({ paused: false, reason: null, armed: false })).toBe('inactive');
  expect(modeState({ paused: false, reason: null, armed: true })).toBe('active');
});

test('every inactive reason of spec section 4 has its action', () => {
  expect(modeCard('PROFESSIONAL_MONITORING_NOT_ENABLED', owner)).toMatchObject({
    label: 'Monitoring Disabled',
    actionLabel: 'Turn on Monitoring',
    action: 'monitoring-type',
  });
  expect(modeCard('PRACTICE_MODE', owner)).toMatchObject({ actionLabel: 'End Alarm Practice' });
  expect(modeCard('ENROLLED_DEVICE_NOT_FOUND', owner)).toMatchObject({
    label: 'No Devices',
    meaning: 'Enroll at least one eligible device.',
    actionLabel: 'Enroll Device',
  });
  expect(modeCard('SETUP_INCOMPLETE', owner)).toMatchObject({ actionLabel: 'Complete Setup' });
  expect(modeCard('AUTH_NOT_FOUND', owner)).toMatchObject({
    label: 'Not Authorized',
    actionLabel: 'Authorize',
  });
  for (const reason of ['PENDING_MODE', 'SOS_OFF', 'SOS_SETUP_INCOMPLETE'] as const) {
    expect(modeCard(reason, owner)).toMatchObject({
      actionLabel: 'View Monitoring Status',
      action: 'account-monitoring',
    });
  }
  expect(modeCard('MISSING_MONITORING_ZONE', owner)).toMatchObject({ actionLabel: 'Set Up' });
});

test('no card: no reason, events exceeded, or a watch zone prompt the user may not see', () => {
  expect(modeCard(null, owner)).toBeNull();
  expect(modeCard('EVENT_OVERAGES_THRESHOLD_EXCEEDED', owner)).toBeNull();
  expect(modeCard('EVENT_OVERAGES_CAP_EXCEEDED', owner)).toBeNull();
  expect(modeCard('INCOMPLETE', owner)).toBeNull();
  expect(modeCard('MISSING_MONITORING_ZONE', { watchZonesFlag: false, isOwner: true })).toBeNull();
  expect(modeCard('MISSING_MONITORING_ZONE', { watchZonesFlag: true, isOwner: false })).toBeNull();
});
