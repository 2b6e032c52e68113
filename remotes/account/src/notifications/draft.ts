import { formatUsPhone, type NotificationPreferences, type NotificationPreferencesInput, toPreferencesInput } from '@finx/contracts';

/** The preferences as the screen edits them (the PUT body). */
export type Draft = Required<NotificationPreferencesInput>;

/**
 * The saved preferences as a draft, timed in this browser's zone (digests go out at the user's local morning), the
 * phone number as people write it: (214) 555-0123.
 */
export function draftOf(saved: NotificationPreferences): Draft {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const input = toPreferencesInput(saved);
  return { ...input, sms: { ...input.sms, phoneNumber: formatUsPhone(saved.sms.phoneNumber) }, timeZone: zone || saved.timeZone } as Draft;
}

/** Problems by field path ('sms.phoneNumber') from a zod error, first message each. */
export function problemsOf(issues: { path: (string | number)[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.join('.')] ??= i.message;
  return out;
}
