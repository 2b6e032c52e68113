import type { MigrationObject } from '@mikro-orm/core';
import { Migration20251122000000_platform_app_meta } from './Migration20251122000000_platform_app_meta';
import { Migration20251122000100_platform_sessions_rate_limits } from './Migration20251122000100_platform_sessions_rate_limits';
import { Migration20261123000000_platform_session_changes } from './Migration20261123000000_platform_session_changes';
import { Migration20261204000000_platform_queue_jobs } from './Migration20261204000000_platform_queue_jobs';

/** The platform's own migrations. Modules list theirs in their module definition. */
export const platformMigrations: MigrationObject[] = [
  Migration20251122000000_platform_app_meta,
  Migration20251122000100_platform_sessions_rate_limits,
  Migration20261123000000_platform_session_changes,
  Migration20261204000000_platform_queue_jobs,
].map((m) => ({ name: m.name, class: m }));
