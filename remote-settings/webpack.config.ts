import { createRemoteConfig } from 'webpack-config';
import { routeTable } from './src/app/route-table';

export default createRemoteConfig(import.meta.url, {
  routeTable,
  port: 3001,
  title: 'Guard settings (standalone)',
});
