/** Dates as the billing screens show them, in the user's time zone. */
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The status words and badge tones of a subscription. */
export const STATUS_LABELS = {
  pending: { label: 'Awaiting payment', tone: 'warning' },
  trialing: { label: 'Cancellation period', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Payment failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
} as const;
