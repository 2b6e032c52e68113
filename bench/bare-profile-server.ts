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

const query = `select "user_id", "current_score", "goal_score", "target_score", "score_change", "primary_goal", "timeframe", "last_updated"
  from "${schema}"."credit_profiles" where "user_id" = $1 limit 1`;
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
