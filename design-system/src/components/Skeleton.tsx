import type { CSSProperties } from 'react';
import { css, cx } from '../../styled-system/css';

const pulse = css({
  bg: 'raised',
  borderRadius: 'control',
  animation: 'finxPulse 1.6s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
const base = cx(pulse, css({ display: 'block' }));
const stack = css({ display: 'flex', flexDirection: 'column', gap: '2' });
// Inline, the text itself invisible: the placeholder takes exactly the line boxes (and the wrapping) the real
// text will take in the same element, so nothing moves when the text arrives.
const textShaped = css({ display: 'inline', color: 'transparent', boxDecorationBreak: 'clone', userSelect: 'none' });

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  radius?: string | number;
  circle?: boolean;
  /** Render n text-line placeholders (the last one shorter). */
  lines?: number;
  /**
   * A placeholder shaped like this text: put it where the text will be (inside the same heading, label or
   * paragraph) and it takes the same lines; e.g. `text="712"` for a score, a typical sentence for a subtitle.
   */
  text?: string;
  className?: string;
  style?: CSSProperties;
}

const len = (v: string | number | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder shaped like the content. Decorative (aria-hidden): mark the loading region `aria-busy`. */
export function Skeleton({ width, height, radius, circle, lines, text, className, style }: SkeletonProps) {
  if (text !== undefined) {
    return (
      <span aria-hidden="true" data-skeleton="" className={cx(pulse, textShaped, className)} style={style}>
        {text}
      </span>
    );
  }
  if (lines && lines > 0) {
    return (
      <span className={cx(stack, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines, all alike; the position is all there is
          <span key={i} className={base} style={{ height: '0.9em', width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
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
  );
}
