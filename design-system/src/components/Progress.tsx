import { Progress as ArkProgress } from '@ark-ui/react/progress'
import { css, cx, cva } from '../../styled-system/css'
import { clampPercent } from '../lib/meaning'

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', width: '100%' })
const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' })
const labelCls = css({ fontSize: 'sm', color: 'text.secondary' })
const valueCls = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text.primary', fontVariantNumeric: 'tabular-nums' })
const track = css({ h: '2', bg: 'raised', borderRadius: 'full', overflow: 'hidden', width: '100%' })
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
})
const srOnly = css({ srOnly: true })

export interface ProgressProps {
  /** 0–100; values outside are clamped. */
  value: number
  /** Visible label (also the accessible name). */
  label: React.ReactNode
  hideLabel?: boolean
  /** Show "N%" (default true). */
  showValue?: boolean
  /** Replace the "N%" text, e.g. "12 of 20 lessons". */
  valueText?: React.ReactNode
  tone?: 'accent' | 'success' | 'warning' | 'danger' | 'info'
  className?: string
}

export function Progress({ value, label, hideLabel, showValue = true, valueText, tone = 'accent', className }: ProgressProps) {
  const v = clampPercent(value)
  return (
    <ArkProgress.Root value={v} min={0} max={100} className={cx(root, className)}>
      <div className={cx(row, hideLabel ? srOnly : undefined)}>
        <ArkProgress.Label className={labelCls}>{label}</ArkProgress.Label>
        {showValue && <ArkProgress.ValueText className={valueCls}>{valueText ?? `${Math.round(v)}%`}</ArkProgress.ValueText>}
      </div>
      <ArkProgress.Track className={track}>
        <ArkProgress.Range className={range({ tone })} />
      </ArkProgress.Track>
    </ArkProgress.Root>
  )
}
