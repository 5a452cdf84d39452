/**
 * Where the receiver listens unless told otherwise: `serve-all` starts it there, the host's server
 * forwards the browser's `/telemetry/...` to it, and `deploy watch` asks it (ADR 0020). The one
 * place this address is written.
 */
export const TELEMETRY_PORT = 3200;
export const TELEMETRY_ORIGIN = `http://127.0.0.1:${TELEMETRY_PORT}`;
