import { createRemoteConfig } from 'webpack-config';
import { routeManifest } from './src/app/route-table';

export default createRemoteConfig(import.meta.url, {
  routeManifest,
  port: 3003,
  title: 'Guard dashboard (standalone)',
});
