import { ensureStartupRequests } from './startup-requests';

// The start-up script (startup.js): the HTML requests it first, on its own, so that the session
// call and the calls that follow it go out as soon as the HTML has arrived. The app's code takes a
// second or more to download on a phone; the entry chunk (index.ts) starts these requests itself
// when this script is late.
void ensureStartupRequests({ pathname: window.location.pathname, search: window.location.search });
