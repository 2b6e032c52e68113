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

// The same read as FinX's: the profile and its change since the last score recorded before this month.
const query = `select p."user_id", p."current_score", p."goal_score", p."target_score", p."primary_goal", p."timeframe", p."last_updated",
    p."current_score" - (select h."score" from "${schema}"."score_history" h
      where h."user_id" = p."user_id" and h."recorded_at" < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      order by h."recorded_at" desc, h."id" desc limit 1) as "score_change"
  from "${schema}"."credit_profiles" p where p."user_id" = $1 limit 1`;
const PATH = /^\/api\/credit-profiles\/(\d{1,15})$/;

const server = Bun.serve({
  port,
  hostname: '127.0.0.1',
  async fetch(req) {
    const m = PATH.exec(new URL(req.url).pathname);
    if (!m || req.method !== 'GET') return Response.json({ error: 'Not found' }, { status: 404 });
    const { rows } = await pool.query(query, [Number(m[1])]);
    const r = rows[0];
    if (!r) return Response.json({ error: 'No credit profile yet' }, { status: 404 });
    return Response.json(
      {
        userId: Number(r.user_id),
        currentScore: r.current_score,
        goalScore: r.goal_score,
        targetScore: r.target_score,
        scoreChange: r.score_change,
        primaryGoal: r.primary_goal,
        timeframe: r.timeframe,
        lastUpdated: new Date(r.last_updated).toISOString(),
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
