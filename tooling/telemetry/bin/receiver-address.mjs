// For scripts/serve-all.mjs, which is plain JavaScript: where the receiver listens (src/receiver.ts).
import { register } from 'tsx/esm/api';

register();
export const { TELEMETRY_ORIGIN, TELEMETRY_PORT } = await import('../src/receiver-address.ts');
