// The baseline for bench/api-throughput.mjs: a bare Bun.serve handler that answers
// GET /api/credit-profiles/:userId with the same row the API reads, through the same PostgreSQL driver
// (`pg`, resolved through @mikro-orm/postgresql so it is the copy the backend loads) and a pool of the
// same size. No Express, no session, no ORM, no logging: what the request costs without the framework.
//
//   PORT=3478 DATABASE_URL=postgres://... DATABASE_SCHEMA=public POOL_MAX=10 bun bench/bare-profile-server.ts
import path from 'node:path';

const backendDir = path.join(import.meta.dir, '..', 'backend');
const ormPostgres = Bun.resolveSync('@mikro-orm/postgresql', backendDir);
const pgEntry = Bun.resolveSync('pg', path.dirname(ormPostgres));
const { default: pg } = (await import(pgEntry)) as { default: typeof import('pg') };

const port = Number(process.env.PORT ?? 3478);
const schema = (process.env.DATABASE_SCHEMA ?? 'public').replace(/"/g, '""');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  min: 0,
  max: Number(process.env.POOL_MAX ?? 10),
});
pool.on('error', () => undefined);

// The same read as FinX's (backend/src/modules/credit/credit-profiles.service.ts): the profile, its latest score
// point, and the same bureau and model's point of the latest earlier day.
const history = `"${schema}"."score_history"`;
const scoreDay = (h: string) => `coalesce(${h}."scored_on", to_char(${h}."recorded_at" at time zone 'UTC', 'YYYY-MM-DD'))`;
const pointColumns = (h: string, prefix: string) =>
  `${h}."score" as "${prefix}_score", ${h}."source" as "${prefix}_source", ${h}."bureau" as "${prefix}_bureau", ${h}."model" as "${prefix}_model", ${scoreDay(h)} as "${prefix}_date"`;
const query = `select p."user_id", p."current_score", p."goal_score", p."target_score", p."primary_goal", p."timeframe", p."last_updated",
    ${pointColumns('l', 'p')}, ${pointColumns('q', 'q')}
  from "${schema}"."credit_profiles" p
  left join lateral (select * from ${history} h where h."user_id" = p."user_id" order by h."recorded_at" desc, h."id" desc limit 1) l on true
  left join lateral (select * from ${history} h where h."user_id" = p."user_id" and l."source" = 'credit_report'
                       and h."source" = 'credit_report' and h."bureau" = l."bureau" and h."model" = l."model" and ${scoreDay('h')} < ${scoreDay('l')}
                     order by ${scoreDay('h')} desc, h."recorded_at" desc, h."id" desc limit 1) q on true
  where p."user_id" = $1 limit 1`;
type Row = Record<string, string | number | null>;
const pointOf = (r: Row, prefix: 'p' | 'q') =>
  r[`${prefix}_score`] === null
    ? null
    : {
        score: Number(r[`${prefix}_score`]),
        source: r[`${prefix}_source`],
        bureau: r[`${prefix}_bureau`],
        model: r[`${prefix}_model`],
        date: String(r[`${prefix}_date`]),
      };
const PATH = /^\/api\/credit-profiles\/(\d{1,15})$/;

const server = Bun.serve({
  port,
  hostname: '127.0.0.1',
  async fetch(req) {
    const m = PATH.exec(new URL(req.url).pathname);
    if (!m || req.method !== 'GET') return Response.json({ error: 'Not found' }, { status: 404 });
    const { rows } = await pool.query(query, [Number(m[1])]);
    const r = rows[0] as Row | undefined;
    if (!r) return Response.json({ error: 'No credit profile yet' }, { status: 404 });
    const latest = pointOf(r, 'p');
    const scorePoint = latest?.score === r.current_score ? latest : null;
    const previousScore = scorePoint && pointOf(r, 'q');
    return Response.json(
      {
        userId: Number(r.user_id),
        currentScore: r.current_score,
        goalScore: r.goal_score,
        targetScore: r.target_score,
        scoreChange: scorePoint && previousScore ? scorePoint.score - previousScore.score : null,
        scorePoint,
        previousScore,
        primaryGoal: r.primary_goal,
        timeframe: r.timeframe,
        lastUpdated: new Date(r.last_updated as string).toISOString(),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
});

console.log(`bare profile server on http://127.0.0.1:${server.port} (pg pool max ${pool.options.max})`);

const stop = async () => {
  server.stop(true);
  await pool.end().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
