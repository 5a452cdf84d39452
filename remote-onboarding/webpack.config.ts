import { createRemoteConfig } from 'webpack-config';
import { routeTable } from './src/app/route-table';

export default createRemoteConfig(import.meta.url, {
  routeTable,
  port: 3002,
  title: 'Guard onboarding (standalone)',
});
