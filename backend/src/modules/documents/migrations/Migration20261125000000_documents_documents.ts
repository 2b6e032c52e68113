import { Migration } from '@mikro-orm/migrations';

/** Uploaded documents (issue 13): credit reports, ID documents and proofs of address, and what was read from them. */
export class Migration20261125000000_documents_documents extends Migration {
  override name = 'Migration20261125000000_documents_documents';

  override up(): void {
    this.addSql(`create table "documents" (
      "id" bigserial primary key,
      "user_id" bigint not null references "users" ("id") on delete cascade,
      "file_type" varchar(20) not null check ("file_type" in ('credit_report', 'id_document', 'proof_of_address')),
      "file_name" varchar(160) not null,
      "kind" varchar(8) not null check ("kind" in ('pdf', 'txt', 'csv', 'json', 'jpg', 'jpeg', 'png')),
      "size" int not null check ("size" > 0),
      "sha256" char(64) not null,
      "storage_key" varchar(200) not null unique,
      "status" varchar(16) not null default 'processing' check ("status" in ('processing', 'processed', 'error')),
      "error" text null,
      "result" jsonb null,
      "uploaded_at" timestamptz not null default now(),
      "processed_at" timestamptz null
    );`);
    this.addSql(`create index "documents_user_type_uploaded_idx" on "documents" ("user_id", "file_type", "uploaded_at" desc, "id" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "documents";`);
  }
}
