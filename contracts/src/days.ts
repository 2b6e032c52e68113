import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The UTC calendar day a 'YYYY-MM-DD' names, or null when it names none (2026-02-30). */
const dayOf = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) ? d : null;
};

/**
 * A day the user lived through, as YYYY-MM-DD (the day they filed a report, received a letter): a real day since
 * 2000 and not after today (with 14 hours of slack for the time zones west of UTC), else 400 with these messages.
 */
export const pastDay = (messages: { required: string; format: string; future: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.format })
    .regex(DAY, messages.format)
    .refine((s) => dayOf(s) !== null, 'Enter a real day')
    .refine((s) => s >= '2000-01-01' && Date.parse(`${s}T00:00:00Z`) <= Date.now() + 14 * 3_600_000, messages.future);
