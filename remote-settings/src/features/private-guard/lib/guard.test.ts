import { buildGuard } from 'shared-contracts/testing';
import {
  companyNameCounter,
  containsEmoji,
  isGuardFormValid,
  toLocalGuard,
  validateCompanyName,
} from './guard';

test('company name: required, at most 50 characters, no emoji', () => {
  expect(validateCompanyName('')).toBe('This field is required.');
  expect(validateCompanyName('   ')).toBe('This field is required.');
  expect(validateCompanyName('a'.repeat(50))).toBeNull();
  expect(validateCompanyName('a'.repeat(51))).toBe('This field should be less than 50 characters.');
  expect(validateCompanyName('Acme 🚨')).toBe('Emojis are not supported. Please try again.');
  expect(validateCompanyName('Acme & Sons, Inc.')).toBeNull();
  expect(containsEmoji('🇺🇸')).toBe(true);
  expect(containsEmoji('Café №5')).toBe(false);
  expect(companyNameCounter('Acme')).toBe('4/50');
});

test('the form is valid when both fields are non-empty with no errors', () => {
  const valid = {
    agencyName: 'Acme',
    phone: '2025550123',
    agencyNameError: null,
    phoneError: null,
  };
  expect(isGuardFormValid(valid)).toBe(true);
  expect(isGuardFormValid({ ...valid, phone: '' })).toBe(false);
  expect(isGuardFormValid({ ...valid, phoneError: 'Enter a valid phone number.' })).toBe(false);
});

test('pending = !approved', () => {
  expect(toLocalGuard(buildGuard({ approved: false })).pending).toBe(true);
  expect(toLocalGuard(buildGuard({ approved: true })).pending).toBe(false);
});
