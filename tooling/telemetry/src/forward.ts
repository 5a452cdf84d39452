/** Sends a copy of an accepted OTLP logs body on; never waits, never throws. */
export type Forwarder = (body: string) => void;

export interface ForwardOptions {
  /** The collector's base address, as `OTEL_EXPORTER_OTLP_ENDPOINT` gives it. */
  endpoint: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

/** A forwarder to an OTLP/HTTP collector's `/v1/logs`; a failure is logged once until one succeeds. */
export function forwardTo({
  endpoint,
  timeoutMs = 2000,
  log = (line) => console.error(line),
  fetch: send = fetch,
}: ForwardOptions): Forwarder {
  const target = new URL('v1/logs', endpoint.endsWith('/') ? endpoint : `${endpoint}/`);
  let failing = false;
  return (body) => {
    send(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        failing = false;
      })
      .catch((error: unknown) => {
        if (failing) return;
        failing = true;
        log(
          `telemetry: the collector at ${target.href} did not take a copy (${error instanceof Error ? error.message : String(error)}); records are kept here`,
        );
      });
  };
}
