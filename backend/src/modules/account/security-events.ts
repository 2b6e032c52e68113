import type { SecurityEvent, SecurityEventType } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { clientIp } from '../../platform/http/rate-limit';
import { describeDevice, describeNetwork } from './device';
import { SecurityEventEntity } from './security-event.entity';

const DESCRIPTIONS: Record<SecurityEventType, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in (wrong password)',
  two_step_failed: 'Failed sign-in (wrong two-step code)',
  current_password_wrong: 'Wrong current password entered',
  password_changed: 'Password changed',
  email_change_requested: 'E-mail change requested',
  email_changed: 'E-mail changed',
  profile_changed: 'Profile changed',
  letter_details_changed: 'Letter details changed',
  two_step_enabled: 'Two-step sign-in turned on',
  two_step_disabled: 'Two-step sign-in turned off',
  recovery_code_used: 'Signed in with a recovery code',
  recovery_codes_regenerated: 'New recovery codes made',
  session_signed_out: 'A session was signed out',
  other_sessions_signed_out: 'Signed out everywhere else',
  data_export_requested: 'Data download requested',
  data_export_downloaded: 'Data downloaded',
  account_closed: 'Account closed',
};

/** How many events the activity list shows. */
const SHOWN = 50;

/**
 * Writes a security event in `em`'s transaction (if any). `req` gives the device (from its user agent) and the
 * network (its address, the host part hidden); without it both are unknown (e.g. a link opened from an e-mail).
 */
export async function recordSecurityEvent(em: EntityManager, event: { userId: number; type: SecurityEventType; req?: Request }): Promise<void> {
  await em.insert(SecurityEventEntity, {
    userId: event.userId,
    type: event.type,
    device: describeDevice(event.req?.get('user-agent')).slice(0, 100),
    network: event.req ? describeNetwork(clientIp(event.req)) : null,
    createdAt: new Date(),
  });
}

/** The user's recent security activity, newest first. */
export async function listSecurityEvents(em: EntityManager, userId: number): Promise<SecurityEvent[]> {
  const rows = await em.find(SecurityEventEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SHOWN });
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    description: DESCRIPTIONS[r.type],
    device: r.device,
    network: r.network ?? null,
    at: r.createdAt.toISOString(),
  }));
}
