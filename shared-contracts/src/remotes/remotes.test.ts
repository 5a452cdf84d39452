import { PATHS } from './paths';
import {
  REMOTES,
  findRemoteForPath,
  isRemoteAppModule,
  isRemotesManifest,
  localRemoteEntry,
  remoteModuleId,
} from './remotes';

test('the three remotes', () => {
  expect(REMOTES.settings.name).toBe('remote_settings');
  expect(REMOTES.onboarding.name).toBe('remote_onboarding');
  expect(REMOTES.dashboard.name).toBe('remote_dashboard');
  expect(remoteModuleId('settings')).toBe('remote_settings/app');
  expect(localRemoteEntry('dashboard')).toBe('http://localhost:3003/remoteEntry.js');
});

test('a path is rendered by the remote that owns it', () => {
  expect(findRemoteForPath('/locations/42/devices')).toBe('settings');
  expect(findRemoteForPath('/locations/42')).toBe('settings');
  expect(findRemoteForPath('/locations/42/free-trial')).toBe('onboarding');
  expect(findRemoteForPath('/onboarding')).toBe('onboarding');
  expect(findRemoteForPath('/onboarding/42/devices')).toBe('onboarding');
  expect(findRemoteForPath('/free-trial-canceled')).toBe('onboarding');
  expect(findRemoteForPath('/video-monitoring/experience-more')).toBe('onboarding');
  expect(findRemoteForPath('/dashboard')).toBe('dashboard');
  expect(findRemoteForPath('/locations')).toBeNull();
  expect(findRemoteForPath('/onboard')).toBeNull();
  expect(findRemoteForPath('/')).toBeNull();
});

test('manifest and module guards', () => {
  const manifest = {
    remotes: {
      settings: { entry: 'http://localhost:3001/remoteEntry.js', version: '1.0.0' },
      onboarding: { entry: 'http://localhost:3002/remoteEntry.js' },
      dashboard: { entry: 'http://localhost:3003/remoteEntry.js' },
    },
  };
  expect(isRemotesManifest(manifest)).toBe(true);
  expect(isRemotesManifest({ remotes: { settings: manifest.remotes.settings } })).toBe(false);
  expect(isRemotesManifest(null)).toBe(false);
  expect(isRemoteAppModule({ RemoteApp: () => null })).toBe(true);
  expect(isRemoteAppModule({})).toBe(false);
});

test('paths', () => {
  expect(PATHS.eventsSummary('7')).toBe('/locations/7/events-summary');
  expect(PATHS.settingsPage('7', 'trial-management/benefits')).toBe(
    '/locations/7/trial-management/benefits',
  );
  expect(PATHS.onboardingStep('7', 'sos-set-up')).toBe('/onboarding/7/sos-set-up');
  expect(PATHS.freeTrial('7')).toBe('/locations/7/free-trial');
});
