import { expect, test } from 'bun:test';
import { acceptServiceContract, ApiAgent, grantPlan, registeredAgent, useTestServer } from './support';
import { type FuzzRequest, listsStatus, type OpenApiDocument, type Operation, operationsOf, requestsFor } from './fuzz/openapi-cases';
import { mulberry32 } from './report-corpus/rng';

/**
 * The API fuzzer (issue 27): every operation of /api/openapi.json gets a valid-looking request and hostile
 * variants (huge and malformed ids, NUL and control characters, long, odd-unicode and wrong-typed values, odd
 * bodies), sent by a signed-in user. No answer may be a 5xx (but a 503 the document lists), and every answer's
 * status must be one the document lists. FUZZ_SEED repeats a run; FUZZ_REQUESTS sets the requests per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 27);
const PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 24);

const suite = useTestServer({ TRUST_PROXY: 'true' });

/** A request as the browser would send it, from its own address so rate limits keyed by IP stay apart. */
async function send(base: string, cookie: string, op: Operation, r: FuzzRequest, n: number) {
  const headers: Record<string, string> = { origin: base, cookie, 'x-forwarded-for': `10.27.${(n >> 8) & 255}.${n & 255}` };
  let body: string | FormData | undefined;
  if (r.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = r.json;
  } else if (r.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.form)) form.append(k, v);
    body = form;
  }
  const res = await fetch(`${base}${r.url}`, { method: op.method, headers, body });
  const text = await res.text();
  return { status: res.status, text };
}

test('no generated request gets a 5xx or a status the OpenAPI document does not list', async () => {
  const base = suite.base;
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(80);

  // A user with the contract accepted and the top plan, so requests get past the service checks.
  const { agent, user, payload } = await registeredAgent(base);
  await acceptServiceContract(agent);
  await grantPlan(suite.sql, user.id, 'elite');
  const dispute = await agent.post('/api/disputes', {
    userId: user.id,
    type: 'validation',
    creditor: 'Midland Credit Management',
    bureau: 'experian',
    description: 'Not my account.',
    disputeReason: 'not_mine',
  });
  expect(dispute.status).toBe(201);
  // Path ids that exist, so the valid-looking request gets past the lookup.
  const idFor = (op: Operation, param: string) =>
    param !== 'id' ? undefined : op.path.startsWith('/api/disputes/{id}') ? dispute.json.id : op.path === '/api/users/{id}' ? user.id : undefined;
  const signIn = async () => {
    const fresh = new ApiAgent(base);
    expect((await fresh.post('/api/auth/login', { username: payload.username, password: payload.password })).status).toBe(200);
    return fresh.cookie;
  };
  let cookie = agent.cookie;

  const rng = mulberry32(SEED);
  const failures: string[] = [];
  let sent = 0;
  for (const op of operations) {
    for (const r of requestsFor(op, { userId: user.id, idFor }, rng, PER_OPERATION)) {
      const res = await send(base, cookie, op, r, sent++);
      const unlisted = !listsStatus(op, res.status);
      if ((res.status >= 500 && !(res.status === 503 && !unlisted)) || unlisted) {
        failures.push(`${op.method} ${op.path} ${r.label} → ${res.status}${unlisted ? ' (not in the document)' : ''} ${res.text.slice(0, 120)}`);
      }
    }
    // Logout (or a session-ending call) must not leave the rest of the run signed out.
    if ((await new ApiAgent(base).call('GET', '/api/auth/me', undefined, { cookie })).json?.user?.id !== user.id) cookie = await signIn();
  }
  console.log(`api fuzz: ${sent} requests over ${operations.length} operations, seed ${SEED}`);
  expect(failures).toEqual([]);
}, 120_000);
