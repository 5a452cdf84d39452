import {
  dontShowAgainKey,
  indoorDeviceMemory,
  rememberDontShowAgain,
  shouldAutoConfirm,
} from './dont-show-again';

beforeEach(() => localStorage.clear());

test('keys are per modal and, when given, per user', () => {
  expect(dontShowAgainKey('authorize')).toBe('dont-show-again:authorize');
  expect(dontShowAgainKey('indoor-device', 1001)).toBe('dont-show-again:indoor-device:1001');
});

test('the modal shows until the ticked box is confirmed, then auto-confirms', () => {
  const key = dontShowAgainKey('authorize', 1001);
  expect(shouldAutoConfirm(localStorage, key)).toBe(false);
  rememberDontShowAgain(localStorage, key, false);
  expect(shouldAutoConfirm(localStorage, key)).toBe(false);
  rememberDontShowAgain(localStorage, key, true);
  expect(localStorage.getItem(key)).toBe('true');
  expect(shouldAutoConfirm(localStorage, key)).toBe(true);
  expect(shouldAutoConfirm(localStorage, dontShowAgainKey('authorize', 1002))).toBe(false);
});

test('storage that throws or is missing never breaks the modal', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
  };
  expect(shouldAutoConfirm(broken, 'k')).toBe(false);
  expect(() => rememberDontShowAgain(broken, 'k', true)).not.toThrow();
  expect(shouldAutoConfirm(null, 'k')).toBe(false);
});

test("the indoor device confirm's choice is one per user, in localStorage", () => {
  const memory = indoorDeviceMemory(1001);
  expect(memory.isSkipped()).toBe(false);
  memory.skip();
  expect(localStorage.getItem('dont-show-again:indoor-device:1001')).toBe('true');
  expect(indoorDeviceMemory(1001).isSkipped()).toBe(true);
  expect(indoorDeviceMemory(1002).isSkipped()).toBe(false);
});
