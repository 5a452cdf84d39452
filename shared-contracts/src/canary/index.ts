export * from './browser-id';
