export type RemoteLoadOutcome = 'ok' | 'failed' | 'refused-integrity' | 'refused-incompatible';

export interface RemoteLoadReport {
  remote: string;
  /** The registry's version of the remote, `unversioned` when it names none. */
  version: string;
  durationMs: number;
  outcome: RemoteLoadOutcome;
  reason?: string;
}

export const REMOTE_LOAD_PREFIX = '[remote-load]';

/**
 * The console-visible reporter of remote loads (issue 9): one line per load, so a broken release shows
 * in the browser console and in whatever collects it. Not a statistic: spec section 8 lists the stat
 * actions, and a remote load is none of them.
 */
export function reportRemoteLoad(report: RemoteLoadReport): void {
  const log = report.outcome === 'ok' ? console.info : console.warn;
  log(REMOTE_LOAD_PREFIX, JSON.stringify(report));
}
