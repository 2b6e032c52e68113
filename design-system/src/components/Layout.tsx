import type { HTMLAttributes, ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '6' });
const h1 = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'tight', m: '0', color: 'text.primary' });
const sub = css({ mt: '2', mb: '0', color: 'text.secondary', fontSize: 'md' });

export interface PageHeaderProps {
  /** The screen's heading (its single h1). */
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(header, className)}>
      <div>
        <h1 className={h1}>{title}</h1>
        {subtitle && <p className={sub}>{subtitle}</p>}
      </div>
      {actions && <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>{actions}</div>}
    </header>
  );
}

const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: '10',
  px: '6',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'card',
});
const emptyTitle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const emptyDesc = css({ fontSize: 'sm', color: 'text.secondary', m: '0', maxW: '420px' });

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The next action, usually a <Button>. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx(empty, className)}>
      {icon && <div aria-hidden="true">{icon}</div>}
      <p className={emptyTitle}>{title}</p>
      {description && <p className={emptyDesc}>{description}</p>}
      {action}
    </div>
  );
}

const statRoot = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const statLabel = css({ fontSize: 'xs', color: 'text.secondary', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.04em' });
const statValue = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' });
const statHint = css({ fontSize: 'sm', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' });
const toneColor = {
  success: css({ color: 'success' }),
  warning: css({ color: 'warning' }),
  danger: css({ color: 'danger' }),
  info: css({ color: 'info' }),
  neutral: css({ color: 'text.primary' }),
  accent: css({ color: 'accent' }),
};

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof toneColor;
}

/** A number that matters: large and tabular, with a small label. */
export function Stat({ label, value, hint, tone = 'neutral', className, ...rest }: StatProps) {
  return (
    <div {...rest} className={cx(statRoot, className)}>
      <span className={statLabel}>{label}</span>
      <span className={cx(statValue, toneColor[tone])}>{value}</span>
      {hint && <span className={statHint}>{hint}</span>}
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={css({ srOnly: true })}>{children}</span>;
}
