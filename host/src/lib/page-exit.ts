/**
 * Leaving the control center for another page (the provider's logout or authorization page, the
 * account pages, the app). Statistics recorded just before are sent with fetch's keepalive, so they
 * arrive without holding the page; what this adds is that once the page is on its way out, a late
 * 401 (e.g. a request answered after the logout) does not send the user somewhere else instead.
 */
let leaving = false;

/** True once `leavePage` has been called. */
export function isLeavingPage(): boolean {
  return leaving;
}

/** Marks the page as leaving, then leaves; a page that could not leave is not leaving. */
export function leavePage(leave: () => void): void {
  leaving = true;
  try {
    leave();
  } catch (error) {
    leaving = false;
    throw error;
  }
}

/** For tests: the page is no longer leaving. */
export function resetPageExit(): void {
  leaving = false;
}
