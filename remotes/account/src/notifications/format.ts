import type { NotificationPriority } from '@finx/contracts';
import type { Tone } from '@finx/design-system';

/** Priority badges: urgent danger, high warning, medium info, low neutral. */
export const PRIORITY_TONE: Record<NotificationPriority, Tone> = { urgent: 'danger', high: 'warning', medium: 'info', low: 'neutral' };

/** "Nov 24, 3:05 PM" in the user's own locale and zone. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
