import { sharedContractsMismatch, sharedModuleMismatch } from './compatibility';

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

test('a shared module the host provides at a version the range accepts is accepted', () => {
  expect(sharedModuleMismatch('settings 2.0.0', 'react', '^19.0.0', '19.3.1')).toBeNull();
});

test('a shared module the host provides at another major names both versions', () => {
  expect(sharedModuleMismatch('settings 2.0.0', 'react', '^20.0.0', '19.3.1')).toBe(
    'settings 2.0.0 needs react ^20.0.0, the host has 19.3.1',
  );
});

test('a shared module the host does not provide is refused, whatever the range', () => {
  expect(sharedModuleMismatch('settings 2.0.0', 'zustand', '^5.0.0', undefined)).toBe(
    'settings 2.0.0 needs zustand, which the host does not provide',
  );
  expect(sharedModuleMismatch('settings 2.0.0', 'zustand', undefined, undefined)).toBe(
    'settings 2.0.0 needs zustand, which the host does not provide',
  );
});
