import { maskPersonalNumbers } from '@finx/contracts';
import { Migration } from '@mikro-orm/migrations';

export interface MaskedColumn {
  name: string;
  /** A jsonb column: every string in it is masked. */
  json?: boolean;
}

/** Values that may hold a long number: 8 or more digits, spaces, dots or dashes in a row, from digit to digit. */
const MAYBE_NUMBER = '[0-9][0-9 .-]{6,}[0-9]';

const maskStrings = (value: unknown): unknown =>
  typeof value === 'string'
    ? maskPersonalNumbers(value)
    : Array.isArray(value)
      ? value.map(maskStrings)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskStrings(v)]))
        : value;

/**
 * A data migration masking personal numbers (SSNs, card and account numbers) typed into free text before they
 * were masked on the way in (issue 27): each module's migration names its own tables and columns.
 */
export abstract class PersonalNumbersMigration extends Migration {
  /** Rewrites the text and jsonb columns of `tableName` with their personal numbers masked; only changed rows are written. */
  protected async maskColumns(tableName: string, columns: MaskedColumn[]): Promise<void> {
    // execute() does not set the search path that addSql() gets: the table is named with its schema.
    const table = `"${this.config.get('schema') ?? 'public'}"."${tableName}"`;
    const read = (row: Record<string, unknown>, c: MaskedColumn) =>
      c.json && typeof row[c.name] === 'string' ? JSON.parse(row[c.name] as string) : row[c.name];
    const candidates = await this.execute(
      `select "id", ${columns.map((c) => `"${c.name}"`).join(', ')} from ${table} where ${columns.map((c) => `"${c.name}"::text ~ '${MAYBE_NUMBER}'`).join(' or ')}`,
    );
    for (const row of candidates) {
      const before = columns.map((c) => read(row, c));
      const after = before.map(maskStrings);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      const sets = columns.map((c) => `"${c.name}" = ?${c.json ? '::jsonb' : ''}`).join(', ');
      await this.execute(`update ${table} set ${sets} where "id" = ?`, [
        ...after.map((v, i) => (columns[i]!.json && v != null ? JSON.stringify(v) : v)),
        row.id,
      ]);
    }
  }
}
