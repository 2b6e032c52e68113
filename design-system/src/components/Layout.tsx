import type { HTMLAttributes, ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'

const shell = css({
  minHeight: '100dvh',
  display: { base: 'block', lg: 'grid' },
  gridTemplateColumns: { lg: '256px minmax(0, 1fr)' },
  alignItems: 'start',
})
const column = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh', minWidth: '0' })
const mainCls = css({
  flex: '1',
  width: '100%',
  maxWidth: 'content',
  mx: 'auto',
  px: { base: '4', sm: '6', lg: '8' },
  py: { base: '6', lg: '8' },
  outline: 'none',
})
const skip = css({
  position: 'absolute',
  left: '4',
  top: '-12',
  zIndex: 'toast',
  bg: 'accent',
  color: 'accent.fg',
  px: '4',
  py: '2',
  borderRadius: 'control',
  fontWeight: 'semibold',
  _focus: { top: '4' },
})

export interface AppLayoutProps {
  /** A <SidebarNav/>. */
  nav: ReactNode
  children: ReactNode
  footer?: ReactNode
  mainId?: string
}

/** Sidebar layout: 256 px sidebar + content column (max 1200 px, 24–32 px gutters) with <main>. */
export function AppLayout({ nav, children, footer, mainId = 'main-content' }: AppLayoutProps) {
  return (
    <div className={shell}>
      <a href={`#${mainId}`} className={skip}>
        Skip to content
      </a>
      {nav}
      <div className={column}>
        <main id={mainId} tabIndex={-1} className={mainCls}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  )
}

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '6' })
const h1 = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'tight', m: '0', color: 'text.primary' })
const sub = css({ mt: '2', mb: '0', color: 'text.secondary', fontSize: 'md' })

export interface PageHeaderProps {
  /** The screen's heading (its single h1). */
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  className?: string
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
  )
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
})
const emptyTitle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })
const emptyDesc = css({ fontSize: 'sm', color: 'text.secondary', m: '0', maxW: '420px' })

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** The next action, usually a <Button>. */
  action?: ReactNode
  icon?: ReactNode
  className?: string
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx(empty, className)}>
      {icon && <div aria-hidden="true">{icon}</div>}
      <p className={emptyTitle}>{title}</p>
      {description && <p className={emptyDesc}>{description}</p>}
      {action}
    </div>
  )
}

const statRoot = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })
const statLabel = css({ fontSize: 'xs', color: 'text.secondary', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.04em' })
const statValue = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' })
const statHint = css({ fontSize: 'sm', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' })
const toneColor = {
  success: css({ color: 'success' }),
  warning: css({ color: 'warning' }),
  danger: css({ color: 'danger' }),
  info: css({ color: 'info' }),
  neutral: css({ color: 'text.primary' }),
  accent: css({ color: 'accent' }),
}

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  label: ReactNode
  value: ReactNode
  hint?: ReactNode
  tone?: keyof typeof toneColor
}

/** A number that matters: large and tabular, with a small label. */
export function Stat({ label, value, hint, tone = 'neutral', className, ...rest }: StatProps) {
  return (
    <div {...rest} className={cx(statRoot, className)}>
      <span className={statLabel}>{label}</span>
      <span className={cx(statValue, toneColor[tone])}>{value}</span>
      {hint && <span className={statHint}>{hint}</span>}
    </div>
  )
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={css({ srOnly: true })}>{children}</span>
}
