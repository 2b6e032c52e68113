/**
 * The server's configuration: one zod schema of the environment (env-schema.ts: each variable's parser,
 * default and README line), read by loadConfig into `Config`; readme-table.ts writes the README's table from it.
 */
export { REMOTE_NAMES, type RemoteName } from '@finx/contracts/remotes';
export { envSchema, remoteEnvName } from './env-schema';
export { type Config, ConfigError, loadConfig, loadConfigOrExit, type Remote } from './load-config';
export { remoteOrigins, remotesManifest } from './remotes';
export { REPO_ROOT } from './repo-root';
