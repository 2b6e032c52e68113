/** Node/pg error codes of a database that cannot be reached (refused, reset, timed out). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ConnectionRefused',
  'ConnectionClosed',
]);
/** PostgreSQL's own: class 08 (connection exception), shutting down or starting (57P01–57P03), too many connections. */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
/** pg's messages for a connection lost or never made (they carry no code). */
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/**
 * Whether an error means PostgreSQL was unreachable (down, restarting, the network) rather than a bad query:
 * requests answer 503 and jobs leave their row for the sweep. Looks through `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_CODES.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
