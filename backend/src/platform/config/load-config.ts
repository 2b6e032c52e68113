import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@finx/contracts/remotes';
import type { z } from 'zod';
import { type EnvValues, envSchema, isSecret, remoteEnvName } from './env-schema';
import { REPO_ROOT } from './repo-root';

type Env = Record<string, string | undefined>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;

/** The variables that are set, trimmed: an empty one counts as unset. */
const setVariables = (env: Env): Record<string, string> =>
  Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])));

/** A bad environment: one line per refused variable, naming it (and its value, unless it is a secret). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
  }
}

export const problemsOf = (error: z.ZodError, set: Record<string, string>) =>
  error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = set[name] === undefined || isSecret(name) ? '' : `, got "${set[name]}"`;
    return `${name} ${issue.message}${value}`;
  });

function readVersion(): string {
  try {
    const pkgPath = path.join(REPO_ROOT, 'backend', 'package.json');
    if (existsSync(pkgPath)) return (require(pkgPath) as { version?: string }).version ?? '0.0.0';
  } catch {
    /* fall through */
  }
  return '0.0.0';
}

/** The server's settings from the parsed variables (units converted, related ones grouped). */
function toConfig(v: EnvValues, set: Record<string, string>) {
  // zod's output type drops the REMOTE_…_URL index signature the schema has.
  const remoteUrls = v as unknown as Record<ReturnType<typeof remoteEnvName>, string>;
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    databaseSchema: v.DATABASE_SCHEMA,
    embeddedPgPort: v.EMBEDDED_PG_PORT,
    /** true when EMBEDDED_PG_PORT was given: then a taken port is an error instead of moving on. */
    embeddedPgPortExplicit: set.EMBEDDED_PG_PORT !== undefined,
    dataDir: path.resolve(v.DATA_DIR),
    redisUrl: v.REDIS_URL,
    queuePrefix: v.QUEUE_PREFIX,
    jobs: {
      enqueueTimeoutMs: Math.max(1, v.QUEUE_ENQUEUE_TIMEOUT_SECONDS) * SECOND,
      /** Interval of the sweeps that find rows whose job was lost. */
      sweepMs: Math.max(1, v.JOB_SWEEP_SECONDS) * SECOND,
      /** How long past due a waiting row must be before a sweep queues its job again. */
      lostAfterMs: v.JOB_LOST_AFTER_SECONDS * SECOND,
    },
    logLevel: v.LOG_LEVEL,
    bodyLimit: v.BODY_LIMIT,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    staticRoot: path.resolve(v.STATIC_ROOT),
    trustProxy: v.TRUST_PROXY,
    allowedOrigins: v.ALLOWED_ORIGINS ?? [],
    session: { idleMs: v.SESSION_IDLE_MINUTES * MINUTE, maxMs: v.SESSION_MAX_HOURS * HOUR },
    loginThrottle: { maxFailures: v.LOGIN_MAX_FAILURES, windowMs: v.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE },
    registerRateLimit: v.REGISTER_RATE_LIMIT,
    /** Guardian questions per user per 10 minutes. */
    guardianRateLimit: v.GUARDIAN_RATE_LIMIT,
    seedDemo: v.SEED_DEMO,
    mail: { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM, supportInbox: v.SUPPORT_INBOX },
    contactRateLimit: v.CONTACT_RATE_LIMIT,
    /** Personal data encryption key (base64 or hex); undefined → the generated key file. */
    dataEncryptionKey: v.DATA_ENCRYPTION_KEY,
    openai: { apiKey: v.OPENAI_API_KEY, baseUrl: v.OPENAI_BASE_URL, model: v.OPENAI_MODEL },
    certifiedMail: {
      lob: { apiKey: v.LOB_API_KEY, baseUrl: v.LOB_BASE_URL, webhookSecret: v.LOB_WEBHOOK_SECRET },
      service: v.CERTIFIED_MAIL_SERVICE,
      sandboxStepMs: v.SANDBOX_MAIL_STEP_SECONDS * SECOND,
    },
    /** Uploaded documents: the S3-compatible store when S3_BUCKET is set, else DATA_DIR/uploads. */
    storage: {
      s3: v.S3_BUCKET
        ? { bucket: v.S3_BUCKET, endpoint: v.S3_ENDPOINT, region: v.S3_REGION, accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
        : undefined,
    },
    /** Per-user upload quota and rate (429 above), and the limits of reading one document. */
    uploads: {
      quotaBytes: v.UPLOAD_QUOTA_MB * MB,
      quotaFiles: v.UPLOAD_QUOTA_FILES,
      ratePerHour: v.UPLOAD_RATE_LIMIT,
      readTimeoutMs: v.DOCUMENT_READ_TIMEOUT_SECONDS * SECOND,
      readMemoryBytes: v.DOCUMENT_READ_MEMORY_MB * MB,
    },
    /** Partner webhooks (issue 15): SSRF allowance, retry schedule, timeout, automatic disable, worker concurrency. */
    webhooks: {
      allowLoopback: v.WEBHOOK_ALLOW_LOOPBACK,
      httpsOnly: v.WEBHOOK_HTTPS_ONLY ?? v.NODE_ENV === 'production',
      retryScheduleMs: v.WEBHOOK_RETRY_SCHEDULE.map((seconds) => Math.round(seconds * SECOND)),
      timeoutMs: v.WEBHOOK_TIMEOUT_SECONDS * SECOND,
      disableAfterMs: v.WEBHOOK_DISABLE_AFTER_HOURS * HOUR,
      concurrency: Math.max(1, v.WEBHOOK_CONCURRENCY),
      sweepMs: Math.max(1, v.WEBHOOK_SWEEP_SECONDS) * SECOND,
    },
    billing: {
      stripe: { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiBase: v.STRIPE_API_BASE },
      paypal: { clientId: v.PAYPAL_CLIENT_ID, clientSecret: v.PAYPAL_CLIENT_SECRET, baseUrl: v.PAYPAL_BASE_URL },
    },
    /** Notifications (issue 17): links in e-mails, SMS through Twilio, Web Push keys, digest timing. */
    notifications: {
      publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
      twilio: { accountSid: v.TWILIO_ACCOUNT_SID, authToken: v.TWILIO_AUTH_TOKEN, from: v.TWILIO_FROM, baseUrl: v.TWILIO_BASE_URL },
      vapid: { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY, subject: v.VAPID_SUBJECT },
      digestHour: v.NOTIFICATION_DIGEST_HOUR,
      sweepMs: Math.max(1, v.NOTIFICATION_SWEEP_SECONDS) * SECOND,
    },
    remotes: REMOTE_NAMES.map((name) => ({ name, url: remoteUrls[remoteEnvName(name)] })),
    version: readVersion(),
  };
}

export type Config = ReturnType<typeof toConfig>;
export type Remote = Config['remotes'][number];

/** Reads the configuration from the environment (process.env by default); throws ConfigError. Pure: call it again in tests. */
export function loadConfig(env: Env = process.env): Config {
  const set = setVariables(env);
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error, set));
  return toConfig(parsed.data, set);
}

/** loadConfig() for a process starting: a bad environment is told on stderr, and the process ends (exit 1). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) console.error(`FinX cannot start: ${problem}`);
    process.exit(1);
  }
}
