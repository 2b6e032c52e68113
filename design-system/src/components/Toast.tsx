import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import type { ReactNode } from 'react'
import { css, cva } from '../../styled-system/css'

export type ToastTone = 'success' | 'danger' | 'info' | 'warning' | 'neutral'

export interface ToastOptions {
  title: ReactNode
  description?: ReactNode
  /** `destructive` is an alias of `danger` (the spec's wording). Default neutral. */
  tone?: ToastTone | 'destructive'
  /** Milliseconds before auto-dismiss (default 5000). */
  duration?: number
}

const TYPE: Record<ToastTone, 'success' | 'error' | 'info' | 'warning'> = {
  success: 'success',
  danger: 'error',
  info: 'info',
  warning: 'warning',
  neutral: 'info',
}

/**
 * The one toaster of the page. It lives in this module, so @finx/design-system must be a
 * Module Federation singleton: a remote's toast() then renders in the shell's <Toaster/>.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  removeDelay: 150,
  overlap: false,
  gap: 12,
  offsets: '24px',
  pauseOnPageIdle: true,
})

/** Show a toast. At most one is visible: a new toast replaces the current one. */
export function toast({ title, description, tone = 'neutral', duration = 5000 }: ToastOptions): string {
  const t: ToastTone = tone === 'destructive' ? 'danger' : tone
  toaster.remove()
  return toaster.create({ title, description, type: TYPE[t], duration, meta: { tone: t } })
}

export function dismissToast(id?: string) {
  toaster.dismiss(id)
}

const root = cva({
  base: {
    position: 'relative',
    width: 'min(380px, calc(100vw - 32px))',
    bg: 'raised',
    color: 'text.primary',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderLeftWidth: '4px',
    borderRadius: 'card',
    boxShadow: 'overlay',
    p: '4',
    pr: '10',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    // Zag drives these CSS variables for position/stacking.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  },
  variants: {
    tone: {
      success: { borderLeftColor: 'success' },
      danger: { bg: '#3A1820', borderColor: 'danger', borderLeftColor: 'danger' },
      info: { borderLeftColor: 'info' },
      warning: { borderLeftColor: 'warning' },
      neutral: { borderLeftColor: 'accent' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
const titleCls = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })
const descCls = css({ fontSize: 'sm', color: 'text.secondary', m: '0' })
const closeCls = css({
  position: 'absolute',
  top: '2',
  right: '2',
  w: '7',
  h: '7',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'control',
  bg: 'transparent',
  border: 'none',
  color: 'text.secondary',
  cursor: 'pointer',
  outline: 'none',
  _hover: { color: 'text.primary', bg: 'surface' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

/** Render once, near the root (the shell). Bottom-right, one toast at a time. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(t) => {
        const tone = ((t.meta as { tone?: ToastTone } | undefined)?.tone ?? 'neutral') as ToastTone
        return (
          <ArkToast.Root key={t.id} className={root({ tone })} data-tone={tone}>
            <ArkToast.Title className={titleCls}>{t.title}</ArkToast.Title>
            {t.description && <ArkToast.Description className={descCls}>{t.description}</ArkToast.Description>}
            <ArkToast.CloseTrigger className={closeCls} aria-label="Close notification">
              <span aria-hidden="true">×</span>
            </ArkToast.CloseTrigger>
          </ArkToast.Root>
        )
      }}
    </ArkToaster>
  )
}
