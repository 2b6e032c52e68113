/**
 * Requests generated from the OpenAPI document (/api/openapi.json), for the API fuzzer: per operation, one
 * valid-looking request and hostile variants of it (huge, negative and malformed ids; NUL and other control
 * characters; very long, odd-unicode and wrong-typed values; odd bodies). Deterministic for a seed.
 */
import { pick, type Rng, shuffle } from '../report-corpus/rng';

// The parts of OpenAPI 3.0 the document uses.
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** As the document writes it: /api/disputes/{id}/deadlines */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { kind: 'json' | 'multipart'; schema: Schema };
  /** The statuses the document lists for it ('200', '404', '2XX', 'default'). */
  statuses: string[];
}

export interface FuzzRequest {
  /** What was varied, e.g. "path id=99999999999999999999" or "body.lastName="a\u0000b"". */
  label: string;
  /** Path and query, encoded. */
  url: string;
  /** JSON text, or multipart fields (a value of type File is a file part). */
  json?: string;
  form?: Record<string, string | File>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? { kind: 'json' as const, schema: json } : multipart ? { kind: 'multipart' as const, schema: multipart } : undefined,
        statuses: Object.keys(op.responses),
      };
    }),
  );
}

/** Whether the document lists `status` for the operation (exactly, or as a range such as 2XX). */
export const listsStatus = (op: Operation, status: number) =>
  op.statuses.includes(String(status)) || op.statuses.includes(`${String(status)[0]}XX`) || op.statuses.includes('default');

/** Path segments (already URL-encoded) no id route may answer 5xx to. */
export const HOSTILE_PATH_SEGMENTS = [
  '99999999999999999999',
  '9223372036854775808',
  '9223372036854775807',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  'a%00b',
  '%00',
  '%0A',
  '%FF',
  '%E2%80%AE',
  'x'.repeat(3000),
];

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u001by',
  'del\u007f',
  'c1\u0085',
  'x'.repeat(20_000),
  '😀 \u202egnp.exe ﷽ Ａ\u200b',
  '\ud800',
  '',
  ' ',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
];
/** Numbers as a query or path carries them. */
const HOSTILE_NUMBERS_IN_TEXT = ['99999999999999999999', '9223372036854775808', '-1', '0', '1.5', '1e400', 'NaN', 'abc'];
/** In a query, long but within the 16 KB request head Bun takes (it answers 431 above that, before the app). */
const HOSTILE_QUERY_STRINGS = HOSTILE_STRINGS.map((v) => v.slice(0, 4000));
// biome-ignore lint/correctness/noPrecisionLoss: 2^63 on purpose, one past PostgreSQL's bigint
const HOSTILE_NUMBERS = [1e20, 9223372036854775808, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308];
const WRONG_TYPES: unknown[] = [null, true, [], {}, 'x', 12];
const HOSTILE_BODIES = ['null', '[]', '"text"', '42', '{"__proto__":{"admin":true}}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"a":'];

/** What the generator knows about the signed-in user: ids named userId get theirs, to get past the ownership check. */
export interface Context {
  userId: number;
  /** An id that exists for path parameters (the user's own dispute, etc.); the user id when unknown. */
  idFor?: (op: Operation, param: string) => number | string | undefined;
}

/** Values that fit the document's patterns (state, ZIP, phone, SSN, date, item key, order id, site path, code). */
const PATTERN_CANDIDATES = ['TX', '75201', '(214) 555-0123', '123-45-6789', '1990-01-15', '0123456789abcdef', 'ORDER-12345', '/disputes', '123456'];

function stringFor(schema: Schema, name: string, ctx: Context, rng: Rng): string {
  if (schema.enum?.length) return String(pick(rng, schema.enum));
  if (name === 'userId') return String(ctx.userId); // a multipart field
  switch (schema.format) {
    case 'email':
      return `fuzz${Math.floor(rng() * 1e6)}@example.com`;
    case 'date-time':
      return new Date(Date.UTC(2026, 0, 1 + Math.floor(rng() * 300))).toISOString();
    case 'date':
      return '2026-01-15';
    case 'uuid':
      return crypto.randomUUID();
    case 'uri':
    case 'url':
      return 'https://example.com/hook';
  }
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const fit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (fit) return fit;
  }
  if (/url$/i.test(name)) return 'https://example.com/hook';
  if (/email/i.test(name)) return `fuzz${Math.floor(rng() * 1e6)}@example.com`;
  if (/date$/i.test(name)) return '2026-01-15';
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  const words = 'valid looking text for fuzzing ';
  return words
    .repeat(Math.ceil(max / words.length))
    .slice(0, min + Math.floor(rng() * (max - min + 1)))
    .padEnd(min, 'x');
}

function numberFor(schema: Schema, name: string, ctx: Context, rng: Rng): number {
  if (schema.enum?.length) return Number(pick(rng, schema.enum));
  if (/^userId$/i.test(name)) return ctx.userId;
  const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? 1 : 0);
  const hi = Math.min(schema.maximum ?? lo + 100, lo + 1000);
  const n = lo + rng() * Math.max(0, hi - lo);
  return schema.type === 'integer' ? Math.max(Math.ceil(lo === 0 && schema.exclusiveMinimum !== undefined ? 1 : lo), Math.floor(n)) : Math.round(n * 100) / 100;
}

/** A value the schema accepts, as far as this generator can tell (patterns and refinements may still refuse it). */
export function validValue(schema: Schema | undefined, name: string, ctx: Context, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), name, ctx, rng, depth + 1);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return validValue(alternatives[0], name, ctx, rng, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, name, ctx, rng);
    case 'integer':
    case 'number':
      return numberFor(schema, name, ctx, rng);
    case 'boolean':
      return true;
    case 'array': {
      const n = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: Math.min(n, schema.maxItems ?? n) }, () => validValue(schema.items, name, ctx, rng, depth + 1));
    }
    case 'object':
    case undefined:
      if (!schema.properties) return schema.type === 'object' ? {} : 'x';
      return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, validValue(s, k, ctx, rng, depth + 1)]));
    default:
      return 'x';
  }
}

interface Position {
  path: (string | number)[];
  schema: Schema;
  /** An object or array (it gets wrong types; its scalars get the rest). */
  container: boolean;
}

/** Every position below the top of a generated value, with the schema each came from. */
function positionsOf(value: unknown, schema: Schema | undefined, path: (string | number)[] = []): Position[] {
  const s = schema?.allOf?.length ? Object.assign({}, ...schema.allOf) : ((schema?.oneOf ?? schema?.anyOf)?.[0] ?? schema ?? {});
  const here = path.length ? [{ path, schema: s, container: !!value && typeof value === 'object' }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => positionsOf(v, s.items, [...path, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => positionsOf(v, s.properties?.[k], [...path, k]))];
  return here;
}

function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[path[0]!] = withValueAt(copy[path[0]!], path.slice(1), value);
  return copy;
}

/** The hostile replacements worth trying at a position: those that break its type or its limits first. */
function hostileFor(position: Position, rng: Rng): unknown[] {
  if (position.container) return shuffle(rng, ['a\u0000b', ...WRONG_TYPES]);
  const numeric = position.schema.type === 'integer' || position.schema.type === 'number';
  const first = numeric ? [1e20, -1] : ['a\u0000b'];
  const rest = shuffle(rng, [...(numeric ? HOSTILE_NUMBERS : HOSTILE_STRINGS), ...WRONG_TYPES]).filter((v) => !first.includes(v as never));
  return [...first, ...rest];
}

const show = (v: unknown) => {
  const s = typeof v === 'string' && v.length > 40 ? `"${v.slice(0, 8)}…" (${v.length} chars)` : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
};

function encodePath(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
}

/** encodeURIComponent, but a lone surrogate goes out as the invalid UTF-8 bytes of one (%ED%A0%80). */
const encode = (s: string) =>
  s
    .split(/([\ud800-\udfff])/u)
    .map((part) => (/^[\ud800-\udfff]$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function queryString(values: Record<string, unknown>) {
  const parts = Object.entries(values).map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function formOf(fields: Record<string, unknown>): Record<string, string | File> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      v === 'x' && /_\d+$/.test(k) ? new File(['Fuzz file'], 'fuzz.txt', { type: 'text/plain' }) : typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
}

/**
 * Up to `limit` requests for `op`: the valid-looking one, every hostile path segment, NUL in every string
 * and a huge number in every number of the body and query, then a seeded sample of the other hostile values.
 */
export function requestsFor(op: Operation, ctx: Context, rng: Rng, limit: number): FuzzRequest[] {
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, String(ctx.idFor?.(op, p.name) ?? validValue(p.schema, p.name, ctx, rng))]));
  const query = Object.fromEntries(op.queryParams.filter((p) => p.required).map((p) => [p.name, validValue(p.schema, p.name, ctx, rng)]));
  const body = op.body ? validValue(op.body.schema, 'body', ctx, rng) : undefined;
  const url = (paths = pathValues, q: Record<string, unknown> = query) => encodePath(op.path, paths) + queryString(q);
  const send = (label: string, b: unknown = body, u = url()): FuzzRequest =>
    !op.body
      ? { label, url: u }
      : op.body.kind === 'multipart'
        ? { label, url: u, form: formOf((b && typeof b === 'object' ? b : { value: b }) as Record<string, unknown>) }
        : { label, url: u, json: JSON.stringify(b) };

  const must: FuzzRequest[] = [send('valid-looking')];
  const more: FuzzRequest[] = [];
  for (const p of op.pathParams) {
    for (const seg of HOSTILE_PATH_SEGMENTS) must.push(send(`path ${p.name}=${show(seg)}`, body, url({ ...pathValues, [p.name]: seg })));
  }
  for (const p of op.queryParams) {
    const numeric = p.schema?.type === 'integer' || p.schema?.type === 'number';
    const [first, ...rest] = numeric
      ? [HOSTILE_NUMBERS_IN_TEXT[0]!, 'a\u0000b', ...HOSTILE_NUMBERS_IN_TEXT.slice(1), ...HOSTILE_QUERY_STRINGS.slice(1)]
      : HOSTILE_QUERY_STRINGS;
    const at = (v: string) => send(`query ${p.name}=${show(v)}`, body, url(pathValues, { ...query, [p.name]: v }));
    must.push(at(first!), ...(numeric ? [at('a\u0000b')] : []));
    for (const v of shuffle(rng, rest)) more.push(at(v));
  }
  must.push(send('undeclared query q="a\\u0000b"', body, url(pathValues, { ...query, q: 'a\u0000b' })));
  if (op.body) {
    for (const position of positionsOf(body, op.body.schema)) {
      const [first, ...rest] = hostileFor(position, rng);
      const where = ['body', ...position.path].join('.');
      const at = (v: unknown) => send(`${where}=${show(v)}`, withValueAt(body, position.path, v));
      (position.container ? more : must).push(at(first));
      for (const v of rest) more.push(at(v));
    }
    more.push(send('body with an extra "a\\u0000b" key', { ...(body as object), 'a\u0000b': 1 }));
    if (op.body.kind === 'json') for (const raw of HOSTILE_BODIES) more.push({ label: `body ${show(raw)}`, url: url(), json: raw });
  }
  return [...must, ...shuffle(rng, more)].slice(0, Math.max(limit, must.length));
}
