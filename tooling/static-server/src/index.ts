export { createStaticServer, listen } from './static-server';
export type { StaticServerOptions } from './static-server';
