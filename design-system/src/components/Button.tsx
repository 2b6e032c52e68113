import type { ReactNode, Ref } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components'
import { cva, cx, css } from '../../styled-system/css'

export const buttonStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: '1',
    borderRadius: 'control',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'fast',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed', opacity: '0.6' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.hover' } },
        '&[data-hovered]:not([data-disabled])': { bg: 'accent.hover' },
      },
      secondary: {
        bg: 'raised',
        color: 'text.primary',
        borderColor: 'border',
        '&:hover:not(:disabled), &[data-hovered]:not([data-disabled])': { borderColor: 'accent', bg: 'raised' },
      },
      ghost: {
        bg: 'transparent',
        color: 'text.primary',
        '&:hover:not(:disabled), &[data-hovered]:not([data-disabled])': { bg: 'raised' },
      },
      danger: {
        bg: 'danger',
        color: 'canvas',
        '&:hover:not(:disabled), &[data-hovered]:not([data-disabled])': { bg: 'danger.hover' },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

const spinner = css({
  width: '4',
  height: '4',
  borderRadius: '50%',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'finxSpin 0.8s linear infinite',
  flexShrink: '0',
})

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'isPending' | 'style'> {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  /** While true the button is disabled, `aria-busy`, and shows `pendingLabel`. */
  isPending?: boolean
  /** Text shown while pending, e.g. "Logging out...". Defaults to the children. */
  pendingLabel?: ReactNode
  fullWidth?: boolean
  className?: string
  style?: React.CSSProperties
  children?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  fullWidth,
  isDisabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <RACButton
      {...rest}
      type={type}
      isDisabled={isDisabled || isPending}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonStyle({ variant, size, fullWidth }), className)}
    >
      {isPending ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </RACButton>
  )
}
