import { Progress as ArkProgress } from '@ark-ui/react/progress';
import { css, cx, cva } from '../../styled-system/css';
import { clampPercent } from '../lib/meaning';

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', width: '100%' });
const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });
const labelCls = css({ fontSize: 'sm', color: 'text.secondary' });
const valueCls = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text.primary', fontVariantNumeric: 'tabular-nums' });
const track = css({ h: '2', bg: 'raised', borderRadius: 'full', overflow: 'hidden', width: '100%' });
const range = cva({
  base: { h: '100%', borderRadius: 'full', transition: 'width 200ms ease' },
  variants: {
    tone: {
      accent: { bg: 'accent' },
      success: { bg: 'success' },
      warning: { bg: 'warning' },
      danger: { bg: 'danger' },
      info: { bg: 'info' },
    },
  },
  defaultVariants: { tone: 'accent' },
});
const srOnly = css({ srOnly: true });

export interface ProgressProps {
  /** Between `min` and `max` (0–100 by default); values outside are clamped. */
  value: number;
  /** Lowest value of the scale (default 0), e.g. 300 for a credit score. */
  min?: number;
  /** Highest value of the scale (default 100), e.g. 1000 for a credit score. */
  max?: number;
  /** Visible label (also the accessible name). */
  label: React.ReactNode;
  hideLabel?: boolean;
  /** Show "N%" (default true; the percent of the way from min to max). */
  showValue?: boolean;
  /** Replace the "N%" text, e.g. "12 of 20 lessons". */
  valueText?: React.ReactNode;
  tone?: 'accent' | 'success' | 'warning' | 'danger' | 'info';
  className?: string;
}

export function Progress({ value, min = 0, max = 100, label, hideLabel, showValue = true, valueText, tone = 'accent', className }: ProgressProps) {
  const v = Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
  const percent = max > min ? clampPercent(((v - min) / (max - min)) * 100) : 0;
  const shown = valueText ?? `${Math.round(percent)}%`;
  // The bar (role progressbar) is named by zag's value text: make it "<label>: <value>" when both are text.
  const name =
    typeof label === 'string' ? `${label}: ${typeof shown === 'string' || typeof shown === 'number' ? shown : `${Math.round(percent)}%`}` : undefined;
  return (
    <ArkProgress.Root value={v} min={min} max={max} translations={name ? { value: () => name } : undefined} className={cx(root, className)}>
      <div className={cx(row, hideLabel ? srOnly : undefined)}>
        <ArkProgress.Label className={labelCls}>{label}</ArkProgress.Label>
        {showValue && <ArkProgress.ValueText className={valueCls}>{shown}</ArkProgress.ValueText>}
      </div>
      <ArkProgress.Track className={track}>
        <ArkProgress.Range className={range({ tone })} />
      </ArkProgress.Track>
    </ArkProgress.Root>
  );
}
