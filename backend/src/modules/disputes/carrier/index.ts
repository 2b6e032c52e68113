import type { Config } from '../../../platform/config';
import { createLobCarrier } from './lob';
import { createSandboxCarrier } from './sandbox';
import type { Carrier } from './types';

export * from './types';
export { createLobCarrier } from './lob';
export { LOB_SIGNATURE_TOLERANCE_MS, type LobWebhookEvent, lobEventName, parseLobWebhook, type RequestHeaders, verifyLobSignature } from './lob-webhook';
export { createSandboxCarrier, SANDBOX_EVENT_NAMES, type ScheduledEvent, sandboxEvents } from './sandbox';
export { certifiedMailTrackingNumber, isValidUspsTrackingNumber, normalizeTrackingNumber, uspsCheckDigit } from './usps-tracking';

/** Lob when LOB_API_KEY is set; otherwise the sandbox carrier (nothing is mailed). */
export function createCarrier(config: Pick<Config, 'certifiedMail'>): Carrier {
  const { lob, sandboxStepMs } = config.certifiedMail;
  return lob.apiKey ? createLobCarrier({ apiKey: lob.apiKey, baseUrl: lob.baseUrl }) : createSandboxCarrier({ stepMs: sandboxStepMs });
}
