import type { CSSProperties } from 'react'
import { css, cx } from '../../styled-system/css'

const base = css({
  display: 'block',
  bg: 'raised',
  borderRadius: 'control',
  animation: 'finxPulse 1.6s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
})
const stack = css({ display: 'flex', flexDirection: 'column', gap: '2' })

export interface SkeletonProps {
  width?: string | number
  height?: string | number
  radius?: string | number
  circle?: boolean
  /** Render n text-line placeholders (the last one shorter). */
  lines?: number
  className?: string
  style?: CSSProperties
}

const len = (v: string | number | undefined) => (typeof v === 'number' ? `${v}px` : v)

/** A placeholder shaped like the content. Decorative (aria-hidden): mark the loading region `aria-busy`. */
export function Skeleton({ width, height, radius, circle, lines, className, style }: SkeletonProps) {
  if (lines && lines > 0) {
    return (
      <span className={cx(stack, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={base} style={{ height: '0.9em', width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />
        ))}
      </span>
    )
  }
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(base, className)}
      style={{
        width: len(width) ?? '100%',
        height: len(height) ?? '1em',
        borderRadius: circle ? '9999px' : len(radius),
        ...style,
      }}
    />
  )
}
