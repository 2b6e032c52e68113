import { formatTimestampDate } from '@finx/contracts/dates';

/** A moment's day as the billing screens show it, in the user's time zone; '—' for none. */
export const formatDate = (iso: string | null | undefined) => formatTimestampDate(iso) || '—';

/** The status words and badge tones of a subscription. */
export const STATUS_LABELS = {
  pending: { label: 'Awaiting payment', tone: 'warning' },
  trialing: { label: 'Cancellation period', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Payment failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
} as const;
