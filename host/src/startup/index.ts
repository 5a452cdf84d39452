// What runs before React renders, in order. The webpack entry (main.js): its static imports are
// lint's start-up zone, plain modules only, since the shared singletons are not negotiated yet.
import { guardScriptIntegrity } from '../federation/script-integrity/guard-script-integrity';
import { pageScriptIntegrityOf } from '../federation/script-integrity/page-script-integrity';
import { detectMobilePlatform } from '../features/mobile/mobile-session';
import { startRemotes } from '../federation/start-remotes';
import { serverRenderData } from './server-render-data';
import { ensureStartupRequests, userCallsStarted } from './startup-requests';

// The address the page was opened at, read once: every step below is given it.
const url = { pathname: window.location.pathname, search: window.location.search };

// 1. Before any chunk is asked for: every script a remote loads is checked against its release's
// record, and the host's own chunks fetched as the HTML preloaded them (ADR 0027).
guardScriptIntegrity(pageScriptIntegrityOf);

// 2. The app's `?platform=` is remembered for the session now: a page left before the app has
// rendered must still count as the app's.
detectMobilePlatform(url.search, sessionStorage, document);

// 3. Where the remotes live (`/remotes.json`, asked for at once), then the remote that renders the
// address is registered and loaded: its entry and page code run as soon as they have arrived.
const ignore = () => undefined;
startRemotes(url).catch(ignore);

// A page the server rendered carries the answers the start-up calls below would race for.
const serverRendered = serverRenderData() !== null;

// 4. The start-up calls (the session, the user's locations and flags, the location's flags and
// subscription, the page's first requests as its route manifest declares them), unless the
// start-up script has started them.
if (!serverRendered) void ensureStartupRequests(url);

/**
 * How long the libraries below wait for the session's answer to be read: they run in long tasks,
 * and a task that is queued behind them (reading that answer, then starting the user's calls) waits
 * for all of them. A session slower than this is not waited for.
 */
const SESSION_WAIT_MS = 300;

const sessionReadOrLate = serverRendered
  ? Promise.resolve()
  : Promise.race([
      userCallsStarted(),
      new Promise<void>((resolve) => setTimeout(resolve, SESSION_WAIT_MS)),
    ]);

// 5. The libraries the app is built on, each run as soon as its code has arrived (react-dom, and ui
// with Chakra's system, are most of a phone's start-up work), while the app's own code still
// downloads. The HTML preloads the start-up's files in the order of these imports
// (StartupPreloadPlugin). A failed download fails the bootstrap's import below too, which reports it.
void sessionReadOrLate.then(() => {
  import('react-dom/client').catch(ignore);
  import('ui').catch(ignore);
  import('@tanstack/react-query').catch(ignore);
  import('app-router').catch(ignore);
  import('shared-contracts/entities').catch(ignore);
  import('shared-contracts/constants').catch(ignore);
  import('shared-contracts/api').catch(ignore);
  import('shared-contracts/platform').catch(ignore);
  import('shared-contracts/events').catch(ignore);
  import('shared-contracts/rules').catch(ignore);
  import('shared-contracts/handoffs').catch(ignore);
  import('shared-contracts/registry').catch(ignore);
  import('shared-contracts/routing').catch(ignore);

  // 6. The app, behind the async boundary where the shared singletons are negotiated: the first
  // navigation's page load (its guard and loader), then the first render.
  void import('./bootstrap').then(({ bootstrap }) => bootstrap(url));
});
