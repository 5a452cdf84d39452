export { createAppConfig } from './create-config';
export type { AppConfigOptions, BuildEnv } from './create-config';
export { createRemoteConfig, remoteAppOptions } from './remote-config';
export type { RemoteOptions } from './remote-config';
export { SHARED_SINGLETONS, sharedConfig } from './shared-singletons';
export { createStartupScriptConfig } from './startup-script-config';
export { createServerConfig, SERVER_ENTRY_FILE } from './server-config';
export type { ServerBuildOptions } from './server-config';
