import { Migration } from '@mikro-orm/migrations';

/**
 * Platform: every update or delete of a session row is announced on the `finx_session_changed` channel
 * (payload: the row id, a SHA-256), so each API process drops its cached copy of that session at once:
 * a logout, a sign-out everywhere or an expiry on one process holds on all of them (http/session-cache.ts).
 */
export class Migration20261123000000_platform_session_changes extends Migration {
  override name = 'Migration20261123000000_platform_session_changes';

  override up(): void {
    this.addSql(`create function "finx_session_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('finx_session_changed', old."id");
        return null;
      end $$;`);
    this.addSql(`create trigger "sessions_changed" after update or delete on "sessions"
      for each row execute function "finx_session_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "sessions_changed" on "sessions";`);
    this.addSql(`drop function if exists "finx_session_changed"();`);
  }
}
