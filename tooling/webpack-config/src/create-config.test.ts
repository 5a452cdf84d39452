import { join } from 'node:path';
import { CHUNK_LOAD_TIMEOUT_MS } from 'shared-contracts/startup';
import { createAppConfig } from './create-config';

const workspace = join(__dirname, '../../..');
const app = (exposes?: Record<string, string>) =>
  createAppConfig(
    {
      dir: join(workspace, 'remote-settings'),
      name: 'remote_settings',
      port: 3001,
      title: 'Settings',
      exposes,
    },
    { mode: 'production' },
  );

test("a hanging chunk fails its load after the platform's limit, in a remote and in the host", () => {
  expect(app({ './app': './src/exposes/settings-app.tsx' }).output?.chunkLoadTimeout).toBe(
    CHUNK_LOAD_TIMEOUT_MS,
  );
  expect(app().output?.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
});
