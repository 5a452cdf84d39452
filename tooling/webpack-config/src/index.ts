export { createAppConfig } from './create-config';
export type { AppConfigOptions, BuildEnv } from './create-config';
export { SHARED_SINGLETONS, sharedConfig } from './shared-singletons';
