import { guardScriptIntegrity } from '../federation/script-integrity/guard-script-integrity';
import { pageScriptIntegrityOf } from '../federation/script-integrity/page-script-integrity';
import { detectMobilePlatform } from '../features/mobile/mobile-session';
import { startRemotes } from '../federation/start-remotes';
import { ensureStartupRequests, userCallsStarted } from './startup-requests';

// Before any chunk is asked for: every script a remote loads is checked against its release's
// record, and the host's own chunks fetched as the HTML preloaded them (ADR 0027).
guardScriptIntegrity(pageScriptIntegrityOf);

// The app's `?platform=` is remembered for the session now, not once the bootstrap runs after the
// wait below: a page left before then must still count as the app's.
detectMobilePlatform(window.location.search, sessionStorage);

// While the app's code downloads, not after it: where the remotes live (`/remotes.json`, asked for
// at once), then the remote that renders the address is registered and loaded: its entry and page
// code run as soon as they and the manifest have arrived, and its page is ready once the shared
// libraries it consumes are. The bootstrap awaits this same start.
const ignore = () => undefined;
startRemotes(window.location.pathname).catch(ignore);

// The start-up calls (session, locations, flags, the location's subscription and status), unless the
// start-up script has started them.
void ensureStartupRequests(window.location.pathname);

/**
 * How long the libraries below wait for the session's answer to be read: they run in long tasks,
 * and a task that is queued behind them (reading that answer, then starting the user's calls) waits
 * for all of them. A session slower than this is not waited for.
 */
const SESSION_WAIT_MS = 300;

const sessionReadOrLate = Promise.race([
  userCallsStarted(),
  new Promise<void>((resolve) => setTimeout(resolve, SESSION_WAIT_MS)),
]);

// The libraries the app is built on, each run as soon as its code has arrived (react-dom, and ui with
// Chakra's system, are most of a phone's start-up work): while the app's own code still downloads,
// instead of all of it after the last byte. The HTML preloads the start-up's files in the order of
// these imports (StartupPreloadPlugin). A failed download fails the bootstrap's import below too,
// which reports it.
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

  // Async boundary: shared singletons are negotiated before any app code runs.
  void import('./bootstrap');
});
