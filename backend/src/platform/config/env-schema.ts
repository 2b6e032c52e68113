import path from 'node:path';
import { defaultRemoteEntry, REMOTE_NAMES, type RemoteName } from '@finx/contracts/remotes';
import { z } from 'zod';
import { count, flag, hourOfDay, isHttpUrl, oneOf, originList, remoteEntryUrl, secondsList, siteUrl, text, trustProxy } from './env-values';
import { REPO_ROOT } from './repo-root';

/** What the README's Configuration table says of a variable (readme-table.ts writes it from here). */
export interface VariableDocs {
  meaning: string;
  /** Its value is never printed: a key, a password or a URL that may carry one. */
  secret?: boolean;
  /** The Default column when load-config.ts works the default out (from another variable) or there is none. */
  shownDefault?: string;
}

interface Documented extends VariableDocs {
  /** As it would be written in the environment. */
  default?: string;
}

const docs = new WeakMap<z.ZodTypeAny, Documented>();

/** A variable read with `type`: its default (parsed like a set value) or none, and its README line. */
function variable<T extends z.ZodType<unknown, z.ZodTypeDef, string>>(type: T, about: VariableDocs & { default: string }): z.ZodDefault<T>;
function variable<T extends z.ZodTypeAny>(type: T, about: VariableDocs): z.ZodOptional<T>;
function variable(type: z.ZodTypeAny, about: Documented) {
  const schema = about.default === undefined ? type.optional() : type.default(about.default);
  docs.set(schema, about);
  return schema;
}

/** `credit-dashboard` → `REMOTE_CREDIT_DASHBOARD_URL` */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL` as const satisfies `REMOTE_${string}_URL`;

const remoteVariables = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    remoteEnvName(name),
    variable(remoteEntryUrl, { default: defaultRemoteEntry(name), meaning: `Where the shell loads the ${name} remote from (same origin by default)` }),
  ]),
) as Record<`REMOTE_${string}_URL`, z.ZodDefault<typeof remoteEntryUrl>>;

/** Every environment variable the backend reads, in the README's order. */
export const envVariables = z.object({
  NODE_ENV: variable(text, { default: 'development', meaning: '`production` makes the defaults strict where they differ (WEBHOOK_HTTPS_ONLY)' }),
  PORT: variable(count, { default: '3000', meaning: 'HTTP port of the API + site server' }),
  HOST: variable(text, { default: '0.0.0.0', meaning: 'Interface to listen on' }),
  DATABASE_URL: variable(text, { secret: true, meaning: 'PostgreSQL URL; unset → embedded PostgreSQL under DATA_DIR' }),
  DATABASE_SCHEMA: variable(text, { default: 'public', meaning: 'PostgreSQL schema for tables and the migrations table' }),
  EMBEDDED_PG_PORT: variable(count, { default: '54329', meaning: 'Port of the embedded PostgreSQL (next free port is used if taken and not set explicitly)' }),
  DATA_DIR: variable(text, {
    default: path.join(REPO_ROOT, '.data'),
    meaning: 'Local state (git-ignored); embedded PostgreSQL data lives in DATA_DIR/postgres',
  }),
  REDIS_URL: variable(text, { secret: true, meaning: 'Redis URL for BullMQ; unset → jobs run in-process in the API process' }),
  QUEUE_PREFIX: variable(text, { default: 'finx', meaning: 'BullMQ key prefix' }),
  QUEUE_ENQUEUE_TIMEOUT_SECONDS: variable(count, {
    default: '5',
    meaning: 'Longest an enqueue waits for Redis (0 counts as 1); after it the row is left for the job sweep and the request still answers',
  }),
  JOB_SWEEP_SECONDS: variable(count, {
    default: '60',
    meaning:
      'How often each process looks in PostgreSQL for work whose job was lost (queued letters, tracking steps, overdue answers, documents being read); 0 counts as 1',
  }),
  JOB_LOST_AFTER_SECONDS: variable(count, {
    default: '600',
    meaning: 'A letter still queued, a tracking step or a document still being read this long after it was due counts as lost and is queued again',
  }),
  LOG_LEVEL: variable(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    default: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace, silent',
  }),
  BODY_LIMIT: variable(text, { default: '1mb', meaning: 'Largest JSON/form body accepted (413 above)' }),
  SHUTDOWN_TIMEOUT_MS: variable(count, { default: '15000', meaning: 'How long graceful shutdown waits for requests and jobs' }),
  TRUST_PROXY: variable(trustProxy, {
    default: 'false',
    meaning:
      'Express "trust proxy": true, false, a hop count or a list of proxy addresses; set it behind a TLS-terminating proxy so Secure cookies and client IPs are right',
  }),
  ALLOWED_ORIGINS: variable(originList, {
    shownDefault: '(none)',
    meaning: "Comma-separated extra origins allowed to send state-changing requests (the site's own origin always is)",
  }),
  SESSION_IDLE_MINUTES: variable(count, { default: '30', meaning: 'A session unused this long is signed out' }),
  SESSION_MAX_HOURS: variable(count, { default: '12', meaning: 'A session ends this long after sign-in, however active' }),
  LOGIN_MAX_FAILURES: variable(count, {
    default: '10',
    meaning: 'Failed sign-ins allowed per IP and per username within LOGIN_FAILURE_WINDOW_MINUTES (429 after)',
  }),
  LOGIN_FAILURE_WINDOW_MINUTES: variable(count, { default: '15', meaning: 'Window of LOGIN_MAX_FAILURES' }),
  REGISTER_RATE_LIMIT: variable(count, { default: '20', meaning: 'Registrations allowed per IP per hour' }),
  GUARDIAN_RATE_LIMIT: variable(count, { default: '30', meaning: 'Questions to Guardian allowed per user per 10 minutes' }),
  SEED_DEMO: variable(flag, { default: 'true', meaning: 'Create the demo account (README) on start when it does not exist; false in production' }),
  SMTP_URL: variable(text, {
    secret: true,
    meaning:
      "SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.com:465; unset → each message is written as an .eml file to DATA_DIR/outbox (the Notification Center says e-mail notifications aren't available yet)",
  }),
  MAIL_FROM: variable(text, { default: 'FinX <no-reply@finx.credit>', meaning: 'Sender address of outgoing mail' }),
  SUPPORT_INBOX: variable(text, { default: 'support@finx.credit', meaning: 'Where contact-form leads are e-mailed' }),
  CONTACT_RATE_LIMIT: variable(count, { default: '5', meaning: 'Contact-form submissions allowed per IP per hour (429 after)' }),
  DATA_ENCRYPTION_KEY: variable(text, {
    secret: true,
    meaning:
      'Key for personal data stored encrypted (SSN, date of birth): 32 bytes as base64 or 64 hex digits; unset → a key generated once in DATA_DIR/secrets/data.key (mode 0600)',
  }),
  OPENAI_API_KEY: variable(text, {
    secret: true,
    meaning:
      'Uses the OpenAI API for dispute letters (checked against the facts the user gave), the AI underwriting narrative and Guardian’s answers (streamed, with read-only tools); unset → the built-in letter templates, the offline narrative and Guardian’s offline answerer',
  }),
  OPENAI_BASE_URL: variable(text, { default: 'https://api.openai.com/v1', meaning: 'Base URL of the OpenAI API, or of any OpenAI-compatible server' }),
  OPENAI_MODEL: variable(text, { default: 'gpt-4o-mini', meaning: 'Model for letters, the underwriting narrative and Guardian' }),
  LOB_API_KEY: variable(text, {
    secret: true,
    meaning: 'Sends certified mail through Lob (print-and-mail API); unset → the built-in sandbox carrier (nothing is mailed)',
  }),
  LOB_BASE_URL: variable(text, { default: 'https://api.lob.com/v1', meaning: 'Base URL of the Lob API' }),
  LOB_WEBHOOK_SECRET: variable(text, {
    secret: true,
    meaning: "Secret that verifies Lob's tracking-event webhooks (POST /api/hooks/lob); unset → they are refused",
  }),
  CERTIFIED_MAIL_SERVICE: variable(oneOf(['certified', 'certified_return_receipt']), {
    default: 'certified_return_receipt',
    meaning: 'USPS extra service of dispute letters: certified or certified_return_receipt',
  }),
  SANDBOX_MAIL_STEP_SECONDS: variable(count, {
    default: '86400',
    meaning: 'Sandbox carrier: seconds between tracking events (Mailed, In Transit, …, Delivered); set e.g. 5 to watch them in development',
  }),
  S3_BUCKET: variable(text, { meaning: 'Stores uploaded documents in this bucket of an S3-compatible store; unset → the folder DATA_DIR/uploads' }),
  S3_ENDPOINT: variable(text, { meaning: 'Address of the S3-compatible store (MinIO, R2, …); unset → AWS S3 of S3_REGION' }),
  S3_REGION: variable(text, { default: 'us-east-1', meaning: 'Region of S3_BUCKET' }),
  S3_ACCESS_KEY_ID: variable(text, { secret: true, meaning: 'Access key of the S3-compatible store' }),
  S3_SECRET_ACCESS_KEY: variable(text, { secret: true, meaning: 'Secret key of the S3-compatible store' }),
  UPLOAD_QUOTA_MB: variable(count, { default: '200', meaning: 'Storage each user may fill with uploaded documents (429 above)' }),
  UPLOAD_QUOTA_FILES: variable(count, { default: '100', meaning: 'Documents each user may keep stored (429 above)' }),
  UPLOAD_RATE_LIMIT: variable(count, { default: '30', meaning: 'Upload requests each user may make per hour (429 after)' }),
  DOCUMENT_READ_TIMEOUT_SECONDS: variable(count, {
    default: '60',
    meaning: 'Longest a credit report or document may take to read (text, OCR); longer → the document is marked error',
  }),
  DOCUMENT_READ_MEMORY_MB: variable(count, {
    default: '1024',
    meaning: 'Most memory reading one document may use; more → the reading is stopped and the document marked error',
  }),
  WEBHOOK_ALLOW_LOOPBACK: variable(flag, {
    default: 'false',
    meaning:
      'Allow webhook receivers on loopback addresses (127.0.0.0/8, ::1), over http too, for local development and tests; every other private address stays refused',
  }),
  WEBHOOK_HTTPS_ONLY: variable(flag, {
    shownDefault: 'true when NODE_ENV=production',
    meaning: 'Webhook receivers must be https URLs (loopback excepted when WEBHOOK_ALLOW_LOOPBACK is set)',
  }),
  WEBHOOK_RETRY_SCHEDULE: variable(secondsList, {
    default: '0,5,300,1800,7200,18000,36000,36000',
    meaning: 'Seconds before each delivery attempt of a webhook event (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); the event fails after the last',
  }),
  WEBHOOK_TIMEOUT_SECONDS: variable(count, { default: '15', meaning: 'A receiver must answer 2xx within this many seconds for a delivery to count' }),
  WEBHOOK_DISABLE_AFTER_HOURS: variable(count, {
    default: '120',
    meaning: 'A webhook whose deliveries have all failed for this long is switched off and its owner e-mailed',
  }),
  WEBHOOK_CONCURRENCY: variable(count, { default: '50', meaning: 'Webhook deliveries each worker process makes at the same time; 0 counts as 1' }),
  WEBHOOK_SWEEP_SECONDS: variable(count, {
    default: '30',
    meaning: 'How often overdue webhook deliveries are picked up again (after a crash or restart); 0 counts as 1',
  }),
  STRIPE_SECRET_KEY: variable(text, {
    secret: true,
    meaning:
      'Stripe secret key (sk_live_… / sk_test_…): card payments through Stripe Checkout; unset → checkout answers 503 and the page says Checkout Unavailable',
  }),
  STRIPE_WEBHOOK_SECRET: variable(text, {
    secret: true,
    meaning: "Signing secret (whsec_…) of the Stripe webhook endpoint POST /api/hooks/stripe; unset → Stripe's events are refused",
  }),
  STRIPE_API_BASE: variable(text, { default: 'https://api.stripe.com', meaning: 'Base URL of the Stripe API (a local fake in tests)' }),
  PAYPAL_CLIENT_ID: variable(text, {
    meaning:
      "PayPal REST app client id; with PAYPAL_CLIENT_SECRET enables the PayPal button; unset → a demo_ client token, and the button says paying with PayPal isn't available yet",
  }),
  PAYPAL_CLIENT_SECRET: variable(text, { secret: true, meaning: 'PayPal REST app secret (server only, for the OAuth client-credentials token)' }),
  PAYPAL_BASE_URL: variable(text, {
    default: 'https://api-m.paypal.com',
    meaning: 'Base URL of the PayPal REST API; https://api-m.sandbox.paypal.com for sandbox credentials',
  }),
  PUBLIC_URL: variable(siteUrl, {
    shownDefault: 'http://localhost:<PORT>',
    meaning: "The site's address as users reach it; links in e-mails (unsubscribe, the screen a notification opens) start with it",
  }),
  TWILIO_ACCOUNT_SID: variable(text, {
    meaning:
      "Twilio account SID (AC…): SMS notifications and phone confirmation codes; unset → SMS is off, users are told text messages aren't available yet, and the missing settings are logged and in /api/health",
  }),
  TWILIO_AUTH_TOKEN: variable(text, { secret: true, meaning: 'Twilio auth token of TWILIO_ACCOUNT_SID' }),
  TWILIO_FROM: variable(text, { meaning: 'Sender of SMS: a Twilio phone number in E.164 (+1…) or a Messaging Service SID (MG…)' }),
  TWILIO_BASE_URL: variable(siteUrl, {
    shownDefault: "https://api.twilio.com (the SDK's own)",
    meaning: 'Base URL of the Twilio REST API (a local fake in tests)',
  }),
  VAPID_PUBLIC_KEY: variable(text, {
    meaning:
      'Web Push VAPID public key (base64url); with VAPID_PRIVATE_KEY. Unset → a key pair generated once in DATA_DIR/secrets/vapid.json (mode 0600); set both when several machines serve the site',
  }),
  VAPID_PRIVATE_KEY: variable(text, { secret: true, meaning: 'Web Push VAPID private key (base64url)' }),
  VAPID_SUBJECT: variable(text, { default: 'mailto:support@finx.credit', meaning: 'Contact the push services see with each push (mailto: or https: URL)' }),
  NOTIFICATION_DIGEST_HOUR: variable(hourOfDay, {
    default: '8',
    meaning: "Hour (0–23, the user's time zone) at which daily digests go out; weekly digests go out on Mondays at that hour",
  }),
  NOTIFICATION_SWEEP_SECONDS: variable(count, {
    default: '60',
    meaning: 'How often due digests are sent and notifications whose send was lost (a crash or restart) are queued again; 0 counts as 1',
  }),
  STATIC_ROOT: variable(text, { default: REPO_ROOT, meaning: 'Folder holding shell/dist and remotes/<name>/dist' }),
  ...remoteVariables,
});

export type EnvValues = z.output<typeof envVariables>;
export type VariableName = keyof typeof envVariables.shape;

/** The environment as the server takes it: every variable, and S3_ENDPOINT checked only when S3_BUCKET uses it. */
export const envSchema = envVariables.superRefine((env, ctx) => {
  if (env.S3_BUCKET && env.S3_ENDPOINT && !isHttpUrl(env.S3_ENDPOINT))
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['S3_ENDPOINT'], message: 'must be an http(s) URL' });
});

const shape = envVariables.shape as Record<string, z.ZodTypeAny>;

/** The variables with their README lines, in order. */
export const documentedVariables = () => Object.entries(shape).map(([name, schema]) => ({ name, ...(docs.get(schema) as Documented) }));

export const isSecret = (name: string) => docs.get(shape[name])?.secret === true;
