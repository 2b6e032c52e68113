import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../../platform/db/orm';
import { type Passage, type PassageKind, PASSAGES, PASSAGES_HASH } from './catalogue';

const HASH_KEY = 'guardianPassagesHash';

type Em = EntityManager;

/**
 * Writes the catalogue into `guardian_passages` unless the stored hash says it is already there. Safe when
 * several processes start at once: one transaction under an advisory lock per schema, so a second process
 * waits, then sees the new hash and writes nothing. Returns whether it wrote.
 */
export async function syncPassages(em: Em, passages: readonly Passage[] = PASSAGES, hash = PASSAGES_HASH): Promise<boolean> {
  const passagesTable = qualifiedTable(em, 'guardian_passages');
  const metaTable = qualifiedTable(em, 'app_meta');
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`finx:guardian-passages:${passagesTable}`]);
    const [stored] = await tx.execute<{ value: unknown }[]>(`select "value" from ${metaTable} where "key" = ?`, [HASH_KEY]);
    if (stored?.value === hash) return false;
    const rows = JSON.stringify(passages.map(({ id, kind, title, body, href }) => ({ id, kind, title, body, href })));
    await tx.execute(`delete from ${passagesTable} where "id" not in (select x."id" from jsonb_to_recordset(?::jsonb) as x("id" text))`, [rows]);
    await tx.execute(
      `insert into ${passagesTable} ("id", "kind", "title", "body", "href")
       select x."id", x."kind", x."title", x."body", x."href" from jsonb_to_recordset(?::jsonb) as x("id" text, "kind" text, "title" text, "body" text, "href" text)
       on conflict ("id") do update set "kind" = excluded."kind", "title" = excluded."title", "body" = excluded."body", "href" = excluded."href"`,
      [rows],
    );
    await tx.execute(
      `insert into ${metaTable} ("key", "value", "updated_at") values (?, ?::jsonb, now())
       on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
      [HASH_KEY, JSON.stringify(hash)],
    );
    return true;
  });
}

/** Per schema, the sync this process did (or is doing): done once, again after a failure. */
const synced = new Map<string, Promise<unknown>>();

/** Makes sure the passages are in the table (once per process and schema); searchPassages calls it. */
export function ensurePassages(em: Em): Promise<unknown> {
  const key = qualifiedTable(em, 'guardian_passages');
  let done = synced.get(key);
  if (!done) {
    done = syncPassages(em).catch((err: unknown) => {
      synced.delete(key);
      throw err;
    });
    synced.set(key, done);
  }
  return done;
}

interface PassageRow {
  id: string;
  kind: PassageKind;
  title: string;
  body: string;
  href: string;
  excerpt: string;
}

/** Longest query searched, in characters (a question is at most GUARDIAN_QUESTION_MAX). */
const QUERY_MAX = 400;
/** ts_headline: one fragment of about a sentence or two, no markup. */
const HEADLINE = 'MaxFragments=1, MinWords=12, MaxWords=40, StartSel="", StopSel="", FragmentDelimiter=" … "';

/**
 * The passages that best match `query` (PostgreSQL full-text search, English stemming), best first, each with
 * an excerpt of its body around the match. Every word of the query (websearch syntax: quotes, `or`, `-`) must
 * match; when nothing does, any passage matching at least half of the query's words (and two when it has
 * two or more) is ranked instead, so a question in many words still finds its passage and a question about
 * something else finds nothing.
 */
export async function searchPassages(em: Em, query: string, limit = 3): Promise<Passage[]> {
  const q = query.slice(0, QUERY_MAX).trim();
  if (!q || limit <= 0) return [];
  await ensurePassages(em);
  const passages = qualifiedTable(em, 'guardian_passages');
  const all = await em.execute<PassageRow[]>(
    `with q as (select websearch_to_tsquery('english', ?) as query)
     select p."id", p."kind", p."title", p."body", p."href", ts_headline('english', p."body", q.query, '${HEADLINE}') as "excerpt"
     from ${passages} p, q where p."tsv" @@ q.query
     order by ts_rank_cd(p."tsv", q.query, 32) desc, p."id" limit ?`,
    [q, limit],
  );
  if (all.length) return all.map(toPassage);
  const some = await em.execute<PassageRow[]>(
    `with words as (select array(select distinct unnest(tsvector_to_array(to_tsvector('english', ?)))) as lexemes),
          q as (select lexemes, cardinality(lexemes) as n, (select string_agg(quote_literal(l), ' | ') from unnest(lexemes) l)::tsquery as query from words where cardinality(lexemes) > 0),
          hits as (select p.*, q.query, q.n, cardinality(array(select unnest(tsvector_to_array(p."tsv")) intersect select unnest(q.lexemes))) as matched
                   from ${passages} p, q where p."tsv" @@ q.query)
     select h."id", h."kind", h."title", h."body", h."href", ts_headline('english', h."body", h.query, '${HEADLINE}') as "excerpt"
     from hits h where h.matched * 2 >= h.n and h.matched >= least(2, h.n)
     order by h.matched desc, ts_rank_cd(h."tsv", h.query, 32) desc, h."id" limit ?`,
    [q, limit],
  );
  return some.map(toPassage);
}

const toPassage = (r: PassageRow): Passage => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, href: r.href, excerpt: r.excerpt });
