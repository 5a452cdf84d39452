import { checkGuardPhone } from './validate-phone';

test('required', () => {
  expect(checkGuardPhone('')).toEqual({ error: 'This field is required.', e164: null });
  expect(checkGuardPhone('   ').error).toBe('This field is required.');
});

test('too short, too long', () => {
  expect(checkGuardPhone('202555').error).toBe('Phone number is too short.');
  expect(checkGuardPhone('202555012345678').error).toBe('Phone number is too long.');
});

test('a country code other than the US', () => {
  expect(checkGuardPhone('+44 20 7946 0958').error).toBe('Invalid country code.');
  expect(checkGuardPhone('+999 1234 5678').error).toBe('Invalid country code.');
});

test('anything else invalid', () => {
  expect(checkGuardPhone('hello').error).toBe('Enter a valid phone number.');
  expect(checkGuardPhone('(123) 456-7890').error).toBe('Enter a valid phone number.');
});

test('a valid US number in any usual format is returned in E.164', () => {
  expect(checkGuardPhone('(202) 555-0199')).toEqual({ error: null, e164: '+12025550199' });
  expect(checkGuardPhone('202-555-0199').e164).toBe('+12025550199');
  expect(checkGuardPhone('+1 202 555 0199').e164).toBe('+12025550199');
});
