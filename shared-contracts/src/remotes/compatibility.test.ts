import { sharedContractsMismatch } from './compatibility';

test('a range the host version satisfies is accepted', () => {
  expect(sharedContractsMismatch('settings 1.0.0', '^1.0.0', '1.4.0')).toBeNull();
});

test('a range of another major names the remote, its range and the host version', () => {
  expect(sharedContractsMismatch('settings 2.0.0', '^2.0.0', '1.4.0')).toBe(
    'settings 2.0.0 needs shared-contracts ^2.0.0, the host has 1.4.0',
  );
});

test('a remote that declares no range is accepted', () => {
  expect(sharedContractsMismatch('settings', undefined, '1.4.0')).toBeNull();
});
