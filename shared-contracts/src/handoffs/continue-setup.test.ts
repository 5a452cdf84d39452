import { continueSetupSearch, isContinueSetup } from './continue-setup';

test('the builder and the parser agree', () => {
  const search = continueSetupSearch();
  expect(search).toEqual({ continueSetup: 'true' });
  expect(isContinueSetup(new URLSearchParams(search))).toBe(true);
  expect(isContinueSetup(`?${new URLSearchParams(search).toString()}`)).toBe(true);
});

test('a page without the mark, or with another value, does not continue', () => {
  expect(isContinueSetup('')).toBe(false);
  expect(isContinueSetup('?continueSetup=false')).toBe(false);
  expect(isContinueSetup(new URLSearchParams({ onboardingError: 'x' }))).toBe(false);
});
