import type { MigrationObject } from '@mikro-orm/core';
import { Migration20251122000000_platform_app_meta } from './Migration20251122000000_platform_app_meta';

/** The platform's own migrations. Modules list theirs in their module definition. */
export const platformMigrations: MigrationObject[] = [
  { name: Migration20251122000000_platform_app_meta.name, class: Migration20251122000000_platform_app_meta },
];
