import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRemoteEntry, REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@finx/contracts/remotes';

export { REMOTE_NAMES, type RemoteName };

/** The repository root (backend/..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `credit-dashboard` → `REMOTE_CREDIT_DASHBOARD_URL` */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

export interface EnvVar {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable the backend reads, with its default. backend/README.md copies this table. */
export const ENV_VARS: EnvVar[] = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port of the API + site server' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on' },
  { name: 'DATABASE_URL', default: '(unset)', meaning: 'PostgreSQL URL; unset → embedded PostgreSQL under DATA_DIR' },
  { name: 'DATABASE_SCHEMA', default: 'public', meaning: 'PostgreSQL schema for tables and the migrations table' },
  { name: 'EMBEDDED_PG_PORT', default: '54329', meaning: 'Port of the embedded PostgreSQL (next free port is used if taken and not set explicitly)' },
  { name: 'DATA_DIR', default: '<repo>/.data', meaning: 'Local state (git-ignored); embedded PostgreSQL data lives in DATA_DIR/postgres' },
  { name: 'REDIS_URL', default: '(unset)', meaning: 'Redis URL for BullMQ; unset → jobs run in-process in the API process' },
  { name: 'QUEUE_PREFIX', default: 'finx', meaning: 'BullMQ key prefix' },
  {
    name: 'QUEUE_ENQUEUE_TIMEOUT_SECONDS',
    default: '5',
    meaning: 'Longest an enqueue waits for Redis; after it the row is left for the job sweep and the request still answers',
  },
  {
    name: 'JOB_SWEEP_SECONDS',
    default: '60',
    meaning: 'How often each process looks in PostgreSQL for work whose job was lost (queued letters, tracking steps, overdue answers, documents being read)',
  },
  {
    name: 'JOB_LOST_AFTER_SECONDS',
    default: '600',
    meaning: 'A letter still queued, a tracking step or a document still being read this long after it was due counts as lost and is queued again',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'pino level: fatal, error, warn, info, debug, trace, silent' },
  { name: 'BODY_LIMIT', default: '1mb', meaning: 'Largest JSON/form body accepted (413 above)' },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '15000', meaning: 'How long graceful shutdown waits for requests and jobs' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      'Express "trust proxy": true, false, a hop count or a list of proxy addresses; set it behind a TLS-terminating proxy so Secure cookies and client IPs are right',
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: '(none)',
    meaning: "Comma-separated extra origins allowed to send state-changing requests (the site's own origin always is)",
  },
  { name: 'SESSION_IDLE_MINUTES', default: '30', meaning: 'A session unused this long is signed out' },
  { name: 'SESSION_MAX_HOURS', default: '12', meaning: 'A session ends this long after sign-in, however active' },
  { name: 'LOGIN_MAX_FAILURES', default: '10', meaning: 'Failed sign-ins allowed per IP and per username within LOGIN_FAILURE_WINDOW_MINUTES (429 after)' },
  { name: 'LOGIN_FAILURE_WINDOW_MINUTES', default: '15', meaning: 'Window of LOGIN_MAX_FAILURES' },
  { name: 'REGISTER_RATE_LIMIT', default: '20', meaning: 'Registrations allowed per IP per hour' },
  { name: 'GUARDIAN_RATE_LIMIT', default: '30', meaning: 'Questions to Guardian allowed per user per 10 minutes' },
  { name: 'SEED_DEMO', default: 'true', meaning: 'Create the demo account (README) on start when it does not exist; false in production' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      "SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.com:465; unset → each message is written as an .eml file to DATA_DIR/outbox (the Notification Center says e-mail notifications aren't available yet)",
  },
  { name: 'MAIL_FROM', default: 'FinX <no-reply@finx.credit>', meaning: 'Sender address of outgoing mail' },
  { name: 'SUPPORT_INBOX', default: 'support@finx.credit', meaning: 'Where contact-form leads are e-mailed' },
  { name: 'CONTACT_RATE_LIMIT', default: '5', meaning: 'Contact-form submissions allowed per IP per hour (429 after)' },
  {
    name: 'DATA_ENCRYPTION_KEY',
    default: '(unset)',
    meaning:
      'Key for personal data stored encrypted (SSN, date of birth): 32 bytes as base64 or 64 hex digits; unset → a key generated once in DATA_DIR/secrets/data.key (mode 0600)',
  },
  {
    name: 'OPENAI_API_KEY',
    default: '(unset)',
    meaning:
      'Uses the OpenAI API for dispute letters (checked against the facts the user gave), the AI underwriting narrative and Guardian’s answers (streamed, with read-only tools); unset → the built-in letter templates, the offline narrative and Guardian’s offline answerer',
  },
  { name: 'OPENAI_BASE_URL', default: 'https://api.openai.com/v1', meaning: 'Base URL of the OpenAI API, or of any OpenAI-compatible server' },
  { name: 'OPENAI_MODEL', default: 'gpt-4o-mini', meaning: 'Model for letters, the underwriting narrative and Guardian' },
  {
    name: 'LOB_API_KEY',
    default: '(unset)',
    meaning: 'Sends certified mail through Lob (print-and-mail API); unset → the built-in sandbox carrier (nothing is mailed)',
  },
  { name: 'LOB_BASE_URL', default: 'https://api.lob.com/v1', meaning: 'Base URL of the Lob API' },
  {
    name: 'LOB_WEBHOOK_SECRET',
    default: '(unset)',
    meaning: "Secret that verifies Lob's tracking-event webhooks (POST /api/hooks/lob); unset → they are refused",
  },
  {
    name: 'CERTIFIED_MAIL_SERVICE',
    default: 'certified_return_receipt',
    meaning: 'USPS extra service of dispute letters: certified or certified_return_receipt',
  },
  {
    name: 'SANDBOX_MAIL_STEP_SECONDS',
    default: '86400',
    meaning: 'Sandbox carrier: seconds between tracking events (Mailed, In Transit, …, Delivered); set e.g. 5 to watch them in development',
  },
  { name: 'S3_BUCKET', default: '(unset)', meaning: 'Stores uploaded documents in this bucket of an S3-compatible store; unset → the folder DATA_DIR/uploads' },
  { name: 'S3_ENDPOINT', default: '(unset)', meaning: 'Address of the S3-compatible store (MinIO, R2, …); unset → AWS S3 of S3_REGION' },
  { name: 'S3_REGION', default: 'us-east-1', meaning: 'Region of S3_BUCKET' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', meaning: 'Access key of the S3-compatible store' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', meaning: 'Secret key of the S3-compatible store' },
  { name: 'UPLOAD_QUOTA_MB', default: '200', meaning: 'Storage each user may fill with uploaded documents (429 above)' },
  { name: 'UPLOAD_QUOTA_FILES', default: '100', meaning: 'Documents each user may keep stored (429 above)' },
  { name: 'UPLOAD_RATE_LIMIT', default: '30', meaning: 'Upload requests each user may make per hour (429 after)' },
  {
    name: 'DOCUMENT_READ_TIMEOUT_SECONDS',
    default: '60',
    meaning: 'Longest a credit report or document may take to read (text, OCR); longer → the document is marked error',
  },
  {
    name: 'DOCUMENT_READ_MEMORY_MB',
    default: '1024',
    meaning: 'Most memory reading one document may use; more → the reading is stopped and the document marked error',
  },
  {
    name: 'WEBHOOK_ALLOW_LOOPBACK',
    default: 'false',
    meaning:
      'Allow webhook receivers on loopback addresses (127.0.0.0/8, ::1), over http too, for local development and tests; every other private address stays refused',
  },
  {
    name: 'WEBHOOK_RETRY_SCHEDULE',
    default: '0,5,300,1800,7200,18000,36000,36000',
    meaning: 'Seconds before each delivery attempt of a webhook event (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); the event fails after the last',
  },
  { name: 'WEBHOOK_TIMEOUT_SECONDS', default: '15', meaning: 'A receiver must answer 2xx within this many seconds for a delivery to count' },
  {
    name: 'WEBHOOK_DISABLE_AFTER_HOURS',
    default: '120',
    meaning: 'A webhook whose deliveries have all failed for this long is switched off and its owner e-mailed',
  },
  { name: 'WEBHOOK_CONCURRENCY', default: '50', meaning: 'Webhook deliveries each worker process makes at the same time' },
  { name: 'WEBHOOK_SWEEP_SECONDS', default: '30', meaning: 'How often overdue webhook deliveries are picked up again (after a crash or restart)' },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    meaning:
      'Stripe secret key (sk_live_… / sk_test_…): card payments through Stripe Checkout; unset → checkout answers 503 and the page says Checkout Unavailable',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    meaning: "Signing secret (whsec_…) of the Stripe webhook endpoint POST /api/hooks/stripe; unset → Stripe's events are refused",
  },
  { name: 'STRIPE_API_BASE', default: 'https://api.stripe.com', meaning: 'Base URL of the Stripe API (a local fake in tests)' },
  {
    name: 'PAYPAL_CLIENT_ID',
    default: '(unset)',
    meaning:
      "PayPal REST app client id; with PAYPAL_CLIENT_SECRET enables the PayPal button; unset → a demo_ client token, and the button says paying with PayPal isn't available yet",
  },
  { name: 'PAYPAL_CLIENT_SECRET', default: '(unset)', meaning: 'PayPal REST app secret (server only, for the OAuth client-credentials token)' },
  {
    name: 'PAYPAL_BASE_URL',
    default: 'https://api-m.paypal.com',
    meaning: 'Base URL of the PayPal REST API; https://api-m.sandbox.paypal.com for sandbox credentials',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    meaning: "The site's address as users reach it; links in e-mails (unsubscribe, the screen a notification opens) start with it",
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(unset)',
    meaning:
      "Twilio account SID (AC…): SMS notifications and phone confirmation codes; unset → SMS is off, users are told text messages aren't available yet, and the missing settings are logged and in /api/health",
  },
  { name: 'TWILIO_AUTH_TOKEN', default: '(unset)', meaning: 'Twilio auth token of TWILIO_ACCOUNT_SID' },
  { name: 'TWILIO_FROM', default: '(unset)', meaning: 'Sender of SMS: a Twilio phone number in E.164 (+1…) or a Messaging Service SID (MG…)' },
  { name: 'TWILIO_BASE_URL', default: 'https://api.twilio.com', meaning: 'Base URL of the Twilio REST API (a local fake in tests)' },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset)',
    meaning:
      'Web Push VAPID public key (base64url); with VAPID_PRIVATE_KEY. Unset → a key pair generated once in DATA_DIR/secrets/vapid.json (mode 0600); set both when several machines serve the site',
  },
  { name: 'VAPID_PRIVATE_KEY', default: '(unset)', meaning: 'Web Push VAPID private key (base64url)' },
  { name: 'VAPID_SUBJECT', default: 'mailto:support@finx.credit', meaning: 'Contact the push services see with each push (mailto: or https: URL)' },
  {
    name: 'NOTIFICATION_DIGEST_HOUR',
    default: '8',
    meaning: "Hour (0–23, the user's time zone) at which daily digests go out; weekly digests go out on Mondays at that hour",
  },
  {
    name: 'NOTIFICATION_SWEEP_SECONDS',
    default: '60',
    meaning: 'How often due digests are sent and notifications whose send was lost (a crash or restart) are queued again',
  },
  { name: 'STATIC_ROOT', default: '<repo>', meaning: 'Folder holding shell/dist and remotes/<name>/dist' },
  ...REMOTE_NAMES.map((name) => ({
    name: remoteEnvName(name),
    default: defaultRemoteEntry(name),
    meaning: `Where the shell loads the ${name} remote from (same origin by default)`,
  })),
];

export interface Remote {
  name: RemoteName;
  url: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string;
  embeddedPgPort: number;
  /** true when EMBEDDED_PG_PORT was given: then a taken port is an error instead of moving on. */
  embeddedPgPortExplicit: boolean;
  dataDir: string;
  redisUrl: string | undefined;
  queuePrefix: string;
  jobs: {
    enqueueTimeoutMs: number;
    /** Interval of the sweeps that find rows whose job was lost. */
    sweepMs: number;
    /** How long past due a waiting row must be before a sweep queues its job again. */
    lostAfterMs: number;
  };
  logLevel: string;
  bodyLimit: string;
  shutdownTimeoutMs: number;
  staticRoot: string;
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  session: { idleMs: number; maxMs: number };
  loginThrottle: { maxFailures: number; windowMs: number };
  registerRateLimit: number;
  /** Guardian questions per user per 10 minutes. */
  guardianRateLimit: number;
  seedDemo: boolean;
  mail: { smtpUrl: string | undefined; from: string; supportInbox: string };
  contactRateLimit: number;
  /** Personal data encryption key (base64 or hex); undefined → the generated key file. */
  dataEncryptionKey: string | undefined;
  openai: { apiKey: string | undefined; baseUrl: string; model: string };
  certifiedMail: {
    lob: { apiKey: string | undefined; baseUrl: string; webhookSecret: string | undefined };
    service: 'certified' | 'certified_return_receipt';
    sandboxStepMs: number;
  };
  /** Uploaded documents: the S3-compatible store when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage: {
    s3: { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined } | undefined;
  };
  /** Per-user upload quota and rate (429 above), and the limits of reading one document. */
  uploads: { quotaBytes: number; quotaFiles: number; ratePerHour: number; readTimeoutMs: number; readMemoryBytes: number };
  /** Partner webhooks (issue 15): SSRF allowance, retry schedule, timeout, automatic disable, worker concurrency. */
  webhooks: {
    allowLoopback: boolean;
    retryScheduleMs: number[];
    timeoutMs: number;
    disableAfterMs: number;
    concurrency: number;
    sweepMs: number;
  };
  billing: {
    stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string };
    paypal: { clientId: string | undefined; clientSecret: string | undefined; baseUrl: string };
  };
  /** Notifications (issue 17): links in e-mails, SMS through Twilio, Web Push keys, digest timing. */
  notifications: {
    publicUrl: string;
    twilio: { accountSid: string | undefined; authToken: string | undefined; from: string | undefined; baseUrl: string };
    vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
    digestHour: number;
    sweepMs: number;
  };
  remotes: Remote[];
  version: string;
}

type Env = Record<string, string | undefined>;

const str = (env: Env, name: string, fallback: string) => {
  const v = env[name]?.trim();
  return v ? v : fallback;
};
const optional = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};
const int = (env: Env, name: string, fallback: number) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
};

const bool = (env: Env, name: string, fallback: boolean) => {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
};

/** A comma-separated list of seconds (decimals allowed), e.g. WEBHOOK_RETRY_SCHEDULE, as ms. */
function secondsList(env: Env, name: string, fallback: string): number[] {
  const raw = str(env, name, fallback);
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isFinite(n) || n < 0)) throw new Error(`${name} must list seconds separated by commas, got "${raw}"`);
  return list.map((n) => Math.round(n * 1000));
}

const oneOf = <T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
};

/** TRUST_PROXY as Express takes it: a boolean, a hop count, or addresses/subnets. */
function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function origins(env: Env): string[] {
  const raw = optional(env, 'ALLOWED_ORIGINS');
  if (!raw) return [];
  return raw.split(',').map((o) => {
    try {
      return new URL(o.trim()).origin;
    } catch {
      throw new Error(`ALLOWED_ORIGINS must list absolute origins like https://app.example.com, got "${o.trim()}"`);
    }
  });
}

const MINUTE = 60_000;
const MB = 1024 * 1024;

/** S3_* settings, when S3_BUCKET is given. */
function s3Settings(env: Env): Config['storage']['s3'] {
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket) return undefined;
  const endpoint = optional(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return {
    bucket,
    endpoint,
    region: str(env, 'S3_REGION', 'us-east-1'),
    accessKeyId: optional(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: optional(env, 'S3_SECRET_ACCESS_KEY'),
  };
}

function notificationSettings(env: Env): Config['notifications'] {
  const publicUrl = str(env, 'PUBLIC_URL', `http://localhost:${int(env, 'PORT', 3000)}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  const digestHour = int(env, 'NOTIFICATION_DIGEST_HOUR', 8);
  if (digestHour > 23) throw new Error(`NOTIFICATION_DIGEST_HOUR must be from 0 to 23, got "${digestHour}"`);
  return {
    publicUrl,
    twilio: {
      accountSid: optional(env, 'TWILIO_ACCOUNT_SID'),
      authToken: optional(env, 'TWILIO_AUTH_TOKEN'),
      from: optional(env, 'TWILIO_FROM'),
      baseUrl: str(env, 'TWILIO_BASE_URL', 'https://api.twilio.com'),
    },
    vapid: {
      publicKey: optional(env, 'VAPID_PUBLIC_KEY'),
      privateKey: optional(env, 'VAPID_PRIVATE_KEY'),
      subject: str(env, 'VAPID_SUBJECT', 'mailto:support@finx.credit'),
    },
    digestHour,
    sweepMs: Math.max(1, int(env, 'NOTIFICATION_SWEEP_SECONDS', 60)) * 1000,
  };
}

function readVersion(): string {
  try {
    const pkgPath = path.join(REPO_ROOT, 'backend', 'package.json');
    if (existsSync(pkgPath)) return (require(pkgPath) as { version?: string }).version ?? '0.0.0';
  } catch {
    /* fall through */
  }
  return '0.0.0';
}

/** Reads the configuration from the environment (process.env by default). Pure: call it again in tests. */
export function loadConfig(env: Env = process.env): Config {
  const remotes = REMOTE_NAMES.map((name) => ({
    name,
    url: str(env, remoteEnvName(name), defaultRemoteEntry(name)),
  }));
  for (const r of remotes) {
    if (!r.url.startsWith('/')) {
      try {
        const u = new URL(r.url);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http(s)');
      } catch {
        throw new Error(`${remoteEnvName(r.name)} must be an absolute http(s) URL or a path starting with /, got "${r.url}"`);
      }
    }
  }
  return {
    port: int(env, 'PORT', 3000),
    host: str(env, 'HOST', '0.0.0.0'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    databaseSchema: str(env, 'DATABASE_SCHEMA', 'public'),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329),
    embeddedPgPortExplicit: optional(env, 'EMBEDDED_PG_PORT') !== undefined,
    dataDir: path.resolve(str(env, 'DATA_DIR', path.join(REPO_ROOT, '.data'))),
    redisUrl: optional(env, 'REDIS_URL'),
    queuePrefix: str(env, 'QUEUE_PREFIX', 'finx'),
    jobs: {
      enqueueTimeoutMs: Math.max(1, int(env, 'QUEUE_ENQUEUE_TIMEOUT_SECONDS', 5)) * 1000,
      sweepMs: Math.max(1, int(env, 'JOB_SWEEP_SECONDS', 60)) * 1000,
      lostAfterMs: Math.max(0, int(env, 'JOB_LOST_AFTER_SECONDS', 600)) * 1000,
    },
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    bodyLimit: str(env, 'BODY_LIMIT', '1mb'),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 15000),
    staticRoot: path.resolve(str(env, 'STATIC_ROOT', REPO_ROOT)),
    trustProxy: trustProxy(env),
    allowedOrigins: origins(env),
    session: { idleMs: int(env, 'SESSION_IDLE_MINUTES', 30) * MINUTE, maxMs: int(env, 'SESSION_MAX_HOURS', 12) * 60 * MINUTE },
    loginThrottle: {
      maxFailures: int(env, 'LOGIN_MAX_FAILURES', 10),
      windowMs: int(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15) * MINUTE,
    },
    registerRateLimit: int(env, 'REGISTER_RATE_LIMIT', 20),
    guardianRateLimit: int(env, 'GUARDIAN_RATE_LIMIT', 30),
    seedDemo: bool(env, 'SEED_DEMO', true),
    mail: {
      smtpUrl: optional(env, 'SMTP_URL'),
      from: str(env, 'MAIL_FROM', 'FinX <no-reply@finx.credit>'),
      supportInbox: str(env, 'SUPPORT_INBOX', 'support@finx.credit'),
    },
    contactRateLimit: int(env, 'CONTACT_RATE_LIMIT', 5),
    dataEncryptionKey: optional(env, 'DATA_ENCRYPTION_KEY'),
    openai: {
      apiKey: optional(env, 'OPENAI_API_KEY'),
      baseUrl: str(env, 'OPENAI_BASE_URL', 'https://api.openai.com/v1'),
      model: str(env, 'OPENAI_MODEL', 'gpt-4o-mini'),
    },
    certifiedMail: {
      lob: {
        apiKey: optional(env, 'LOB_API_KEY'),
        baseUrl: str(env, 'LOB_BASE_URL', 'https://api.lob.com/v1'),
        webhookSecret: optional(env, 'LOB_WEBHOOK_SECRET'),
      },
      service: oneOf(env, 'CERTIFIED_MAIL_SERVICE', ['certified', 'certified_return_receipt'] as const, 'certified_return_receipt'),
      sandboxStepMs: int(env, 'SANDBOX_MAIL_STEP_SECONDS', 86_400) * 1000,
    },
    storage: { s3: s3Settings(env) },
    uploads: {
      quotaBytes: int(env, 'UPLOAD_QUOTA_MB', 200) * MB,
      quotaFiles: int(env, 'UPLOAD_QUOTA_FILES', 100),
      ratePerHour: int(env, 'UPLOAD_RATE_LIMIT', 30),
      readTimeoutMs: int(env, 'DOCUMENT_READ_TIMEOUT_SECONDS', 60) * 1000,
      readMemoryBytes: int(env, 'DOCUMENT_READ_MEMORY_MB', 1024) * MB,
    },
    webhooks: {
      allowLoopback: bool(env, 'WEBHOOK_ALLOW_LOOPBACK', false),
      retryScheduleMs: secondsList(env, 'WEBHOOK_RETRY_SCHEDULE', '0,5,300,1800,7200,18000,36000,36000'),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_SECONDS', 15) * 1000,
      disableAfterMs: int(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 120) * 3_600_000,
      concurrency: Math.max(1, int(env, 'WEBHOOK_CONCURRENCY', 50)),
      sweepMs: Math.max(1, int(env, 'WEBHOOK_SWEEP_SECONDS', 30)) * 1000,
    },
    billing: {
      stripe: {
        secretKey: optional(env, 'STRIPE_SECRET_KEY'),
        webhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
        apiBase: str(env, 'STRIPE_API_BASE', 'https://api.stripe.com'),
      },
      paypal: {
        clientId: optional(env, 'PAYPAL_CLIENT_ID'),
        clientSecret: optional(env, 'PAYPAL_CLIENT_SECRET'),
        baseUrl: str(env, 'PAYPAL_BASE_URL', 'https://api-m.paypal.com'),
      },
    },
    notifications: notificationSettings(env),
    remotes,
    version: readVersion(),
  };
}

/** Origins (scheme://host:port) of remotes hosted elsewhere; same-origin paths contribute none. */
export function remoteOrigins(remotes: Remote[]): string[] {
  const origins = new Set<string>();
  for (const r of remotes) if (!r.url.startsWith('/')) origins.add(new URL(r.url).origin);
  return [...origins];
}

/** The `/remotes.json` manifest: `{ remotes: { marketing: url, ... } }`. */
export function remotesManifest(remotes: Remote[]): RemotesManifest {
  return { remotes: Object.fromEntries(remotes.map((r) => [r.name, r.url])) as RemotesManifest['remotes'] };
}
