// The baseline for bench/guardian.mjs: a bare Express app under Bun with the same JSON body parser, whose
// POST /sse answers a server-sent event stream and writes its first `token` event at once. No session, no
// database, no answerer: what the first byte of a stream costs without Guardian.
//
//   PORT=3479 bun bench/guardian-bare-sse.ts
import path from 'node:path';

const backendDir = path.join(import.meta.dir, '..', 'backend');
const { default: express } = (await import(Bun.resolveSync('express', backendDir))) as { default: typeof import('express') };

const app = express();
app.get('/health', (_req, res) => {
  res.send('ok');
});
app.post('/sse', express.json(), (req, res) => {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  const text = String(req.body?.question ?? '');
  res.write(`event: token\ndata: ${JSON.stringify({ type: 'token', text })}\n\n`);
  res.end();
});
const server = app.listen(Number(process.env.PORT ?? 3479), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
