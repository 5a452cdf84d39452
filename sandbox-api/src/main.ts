// Entry point: bin/sandbox-api.mjs (pnpm start). Listens on PORT (default 3100).
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildServer } from './server';

const DEFAULT_PORT = 3100;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const stateFile = process.env.STATE_FILE
    ? resolve(process.env.STATE_FILE)
    : fileURLToPath(new URL('../.state/state.json', import.meta.url));
  const app = await buildServer({
    stateFile,
    testEndpoints: process.env.SANDBOX_TEST_ENDPOINTS !== 'off',
    logger: process.env.SANDBOX_LOG !== 'off',
  });
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: readPort(process.env.PORT), host: process.env.HOST ?? 'localhost' });
  app.log.info(`sandbox-api state file: ${stateFile}`);
}

main().catch((error: unknown) => {
  console.error('sandbox-api failed to start:', error);
  process.exit(1);
});
