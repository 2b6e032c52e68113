import type { Provider, ProviderStatus } from '@finx/contracts';
import type { Config } from '../../platform/config';

const status = (missing: (string | false)[], using: string, fallback: string): ProviderStatus => {
  const unset = missing.filter((m): m is string => !!m);
  return { configured: unset.length === 0, using: unset.length === 0 ? using : fallback, missing: unset };
};

/**
 * Which outside providers this server is set up for (issue 26): for operators only — GET /api/health and one log
 * line per provider at start. Users are told in plain words that something is not available yet.
 */
export function providerStatus(config: Config): Record<Provider, ProviderStatus> {
  const { twilio, vapid } = config.notifications;
  const { stripe, paypal } = config.billing;
  const lob = config.certifiedMail.lob;
  return {
    email: status([!config.mail.smtpUrl && 'SMTP_URL'], 'SMTP', 'outbox folder (DATA_DIR/outbox): nothing is delivered'),
    sms: status(
      [!twilio.accountSid && 'TWILIO_ACCOUNT_SID', !twilio.authToken && 'TWILIO_AUTH_TOKEN', !twilio.from && 'TWILIO_FROM'],
      'Twilio',
      'off: users are told text messages are not available yet',
    ),
    push: {
      configured: true,
      using:
        vapid.publicKey && vapid.privateKey
          ? 'Web Push with the VAPID_* keys'
          : 'Web Push with keys generated in DATA_DIR/secrets/vapid.json (set VAPID_* when several machines serve the site)',
      missing: [],
    },
    stripe: status(
      [!stripe.secretKey && 'STRIPE_SECRET_KEY', !stripe.webhookSecret && 'STRIPE_WEBHOOK_SECRET'],
      'Stripe Checkout',
      stripe.secretKey
        ? "Stripe Checkout, but Stripe's events are refused: no plan becomes active"
        : 'off: card checkout answers that payment processing is unavailable',
    ),
    paypal: status(
      [!paypal.clientId && 'PAYPAL_CLIENT_ID', !paypal.clientSecret && 'PAYPAL_CLIENT_SECRET'],
      'PayPal Orders API',
      "off: users are told paying with PayPal isn't available yet",
    ),
    openai: status(
      [!config.openai.apiKey && 'OPENAI_API_KEY'],
      `OpenAI-compatible API (${config.openai.model})`,
      'offline: letter templates, the offline underwriting narrative and Guardian’s offline answerer',
    ),
    certifiedMail: status(
      [!lob.apiKey && 'LOB_API_KEY', !lob.webhookSecret && 'LOB_WEBHOOK_SECRET'],
      'Lob',
      lob.apiKey ? "Lob, but Lob's tracking events are refused" : 'sandbox carrier: nothing is mailed, and users are told so',
    ),
    storage: config.storage.s3
      ? { configured: true, using: `S3 bucket ${config.storage.s3.bucket}`, missing: [] }
      : { configured: true, using: 'folder DATA_DIR/uploads (set S3_BUCKET when several machines serve the site)', missing: [] },
  };
}
