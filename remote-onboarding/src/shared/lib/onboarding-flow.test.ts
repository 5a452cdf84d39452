import {
  firstPage,
  flowOf,
  isOldFlowPage,
  nextPage,
  onboardingPage,
  previousPage,
} from './onboarding-flow';
import { pagePath } from 'shared-contracts/routing';
import { PLATFORM_PAGES_REGISTRY } from 'shared-contracts/testing';

test('the flag picks the flow', () => {
  expect(flowOf(true)).toBe('3.0');
  expect(flowOf(false)).toBe('classic');
});

test('3.0 starts on the introduction; the classic flow on the first explainer page', () => {
  expect(firstPage('3.0')).toBe('introduction');
  expect(firstPage('classic')).toBe('how-vsg-works');
});

test('3.0: the summary pages continue and go back to the introduction', () => {
  for (const page of ['devices', 'alert-preferences', 'emergency-contacts'] as const) {
    expect(nextPage(page, '3.0')).toBe('introduction');
    expect(previousPage(page, '3.0')).toBe('introduction');
  }
  expect(previousPage('professional-monitoring', '3.0')).toBe('introduction');
  expect(previousPage('onboarding-error', '3.0')).toBe('introduction');
});

test('Back from the first page leaves onboarding (null)', () => {
  expect(previousPage('introduction', '3.0')).toBeNull();
  expect(previousPage('how-vsg-works', 'classic')).toBeNull();
  expect(previousPage('setup-complete', '3.0')).toBeNull();
});

test('the classic flow runs the pages in order and ends on the introduction', () => {
  expect(nextPage('how-vsg-works', 'classic')).toBe('events-and-privacy');
  expect(nextPage('events-and-privacy', 'classic')).toBe('device-authorization');
  expect(nextPage('device-authorization', 'classic')).toBe('devices');
  expect(nextPage('devices', 'classic')).toBe('alert-preferences');
  expect(nextPage('alert-preferences', 'classic')).toBe('emergency-contacts');
  expect(nextPage('emergency-contacts', 'classic')).toBe('introduction');
  expect(previousPage('introduction', 'classic')).toBe('emergency-contacts');
  expect(previousPage('devices', 'classic')).toBe('device-authorization');
});

test('old flow pages and paths', () => {
  expect(isOldFlowPage('how-vsg-works')).toBe(true);
  expect(isOldFlowPage('devices')).toBe(false);
  expect(pagePath(PLATFORM_PAGES_REGISTRY, onboardingPage('loc-1', 'introduction'))).toBe(
    '/onboarding/loc-1',
  );
  expect(pagePath(PLATFORM_PAGES_REGISTRY, onboardingPage('loc-1', 'devices'))).toBe(
    '/onboarding/loc-1/devices',
  );
});
