import type { HTMLAttributes, ReactNode } from 'react';
import { cva, cx } from '../../styled-system/css';
import type { Tone } from '../lib/meaning';

export const badgeStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderStyle: 'solid',
  },
  variants: {
    tone: {
      success: { bg: 'success.subtle', color: 'success', borderColor: 'success/40' },
      warning: { bg: 'warning.subtle', color: 'warning', borderColor: 'warning/40' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger/40' },
      info: { bg: 'info.subtle', color: 'info', borderColor: 'info/40' },
      neutral: { bg: 'neutral.subtle', color: 'text.secondary', borderColor: 'neutral/40' },
      accent: { bg: 'accent.subtle', color: 'accent.hover', borderColor: 'accent/40' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  children?: ReactNode;
}

export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} data-tone={tone} className={cx(badgeStyle({ tone }), className)}>
      {children}
    </span>
  );
}
