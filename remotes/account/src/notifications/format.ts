import type { NotificationPriority } from '@finx/contracts';
import type { Tone } from '@finx/design-system';

/** Priority badges: urgent danger, high warning, medium info, low neutral. */
export const PRIORITY_TONE: Record<NotificationPriority, Tone> = { urgent: 'danger', high: 'warning', medium: 'info', low: 'neutral' };
