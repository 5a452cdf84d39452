import { classifyWidth, isMobileBreakpoint, isMobileWidth } from './breakpoints';

test('mobile <= 529, tablet 530–991, desktop 992–1128, desktopXL >= 1129', () => {
  expect(classifyWidth(320)).toBe('mobile');
  expect(classifyWidth(529)).toBe('mobile');
  expect(classifyWidth(530)).toBe('tablet');
  expect(classifyWidth(991)).toBe('tablet');
  expect(classifyWidth(992)).toBe('desktop');
  expect(classifyWidth(1128)).toBe('desktop');
  expect(classifyWidth(1129)).toBe('desktopXL');
});

test('mobile and tablet count as mobile', () => {
  expect(isMobileBreakpoint('mobile')).toBe(true);
  expect(isMobileBreakpoint('tablet')).toBe(true);
  expect(isMobileBreakpoint('desktop')).toBe(false);
  expect(isMobileWidth(991)).toBe(true);
  expect(isMobileWidth(992)).toBe(false);
});
