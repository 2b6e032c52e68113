import { Migration } from '@mikro-orm/migrations';

/**
 * Guardian (issue 18): a user's conversations and their messages (questions and answers; the text is
 * encrypted by the application). Deleting a user or a conversation deletes its messages.
 */
export class Migration20261128000000_guardian extends Migration {
  override name = 'Migration20261128000000_guardian';

  override up(): void {
    this.addSql(`create table "guardian_conversations" (
      "id" uuid primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "title" varchar(120) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "guardian_conversations_user_updated_idx" on "guardian_conversations" ("user_id", "updated_at" desc);`);
    this.addSql(`create table "guardian_messages" (
      "id" uuid primary key,
      "conversation_id" uuid not null references "guardian_conversations" ("id") on delete cascade,
      "role" varchar(9) not null check ("role" in ('user', 'assistant')),
      "content_enc" text not null,
      "sources" jsonb not null default '[]',
      "status" varchar(8) not null check ("status" in ('complete', 'stopped', 'failed')),
      "mode" varchar(8) null check ("mode" in ('offline', 'openai')),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "guardian_messages_conversation_idx" on "guardian_messages" ("conversation_id", "created_at", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "guardian_messages", "guardian_conversations";`);
  }
}
