/** Meaning colours used by the spec (DESIGN.md § "Meaning colours"). One place, reused on every screen. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'accent';

export interface ScoreBand {
  label: 'Excellent' | 'Good' | 'Fair' | 'Needs Work' | 'Poor';
  tone: Tone;
  /** Lowest score (inclusive, out of 1000) of this band. */
  min: number;
}

/**
 * FinX Score bands (score out of 1000). Badge text and colour both come from here.
 *   ≥ 800 Excellent (success) · ≥ 700 Good (success) · ≥ 600 Fair (warning)
 *   ≥ 500 Needs Work (warning) · < 500 Poor (danger)
 */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { min: 800, label: 'Excellent', tone: 'success' },
  { min: 700, label: 'Good', tone: 'success' },
  { min: 600, label: 'Fair', tone: 'warning' },
  { min: 500, label: 'Needs Work', tone: 'warning' },
  { min: 0, label: 'Poor', tone: 'danger' },
];

export function scoreBand(finxScoreOutOf1000: number): ScoreBand {
  const s = Number.isFinite(finxScoreOutOf1000) ? finxScoreOutOf1000 : 0;
  return SCORE_BANDS.find((b) => s >= b.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

/** Creditworthiness 0–100: ≥ 80 success, ≥ 60 warning, below danger. */
export function creditworthinessTone(score0to100: number): 'success' | 'warning' | 'danger' {
  if (score0to100 >= 80) return 'success';
  if (score0to100 >= 60) return 'warning';
  return 'danger';
}

/** Risk level: low success, medium warning, high danger (anything else neutral). */
export function riskTone(risk: 'low' | 'medium' | 'high' | (string & {}) | null | undefined): Tone {
  switch (String(risk ?? '').toLowerCase()) {
    case 'low':
      return 'success';
    case 'medium':
      return 'warning';
    case 'high':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Document status: processed success, processing warning, error danger, anything else neutral. */
export function documentStatusTone(status: string | null | undefined): Tone {
  switch (String(status ?? '').toLowerCase()) {
    case 'processed':
      return 'success';
    case 'processing':
      return 'warning';
    case 'error':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Webhook event: sent success; pending and failed danger; anything else neutral. */
export function webhookEventTone(status: string | null | undefined): Tone {
  switch (String(status ?? '').toLowerCase()) {
    case 'sent':
      return 'success';
    case 'pending':
    case 'failed':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Clamp to 0–100 for display (NaN → 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
