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

const listeners = new Set<(report: RemoteLoadReport) => void>();
const reported: RemoteLoadReport[] = [];

/** Every load reported on this page so far, oldest first (the debug panel lists them). */
export function remoteLoadsSoFar(): readonly RemoteLoadReport[] {
  return reported;
}

/** Hears every remote load (the field telemetry); returns how to stop hearing. */
export function onRemoteLoad(listener: (report: RemoteLoadReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reporter of remote loads: one console line per load, so a broken release shows in
 * the browser console, and the same report to the field telemetry (ADR 0020). Not a statistic:
 * spec section 8 lists the stat actions, and a remote load is none of them.
 */
export function reportRemoteLoad(report: RemoteLoadReport): void {
  reported.push(report);
  for (const listener of listeners) listener(report);
  const log = report.outcome === 'ok' ? console.info : console.warn;
  log(REMOTE_LOAD_PREFIX, JSON.stringify(report));
}
