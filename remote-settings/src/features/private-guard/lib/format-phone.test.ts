import { formatUsPhone } from './format-phone';

test('formats a US E.164 number, leaves anything else', () => {
  expect(formatUsPhone('+12025550199')).toBe('(202) 555-0199');
  expect(formatUsPhone('+442079460958')).toBe('+442079460958');
});
