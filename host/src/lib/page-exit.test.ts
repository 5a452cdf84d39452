import { isLeavingPage, leavePage, resetPageExit } from './page-exit';

afterEach(resetPageExit);

test('leaving marks the page as leaving before it leaves', () => {
  expect(isLeavingPage()).toBe(false);
  const seen: boolean[] = [];
  leavePage(() => seen.push(isLeavingPage()));
  expect(seen).toEqual([true]);
  expect(isLeavingPage()).toBe(true);
});
