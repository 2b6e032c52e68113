import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cva, cx, css } from '../../styled-system/css';

// A native <button>: keyboard (Enter/Space), focus, form submission and the disabled state come from
// the platform, so the button needs no react-aria (which stays in the /forms entry point only).

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
  // hover only while usable (a pending button is aria-disabled, not :disabled); the same works on links
  variants: {
    variant: {
      primary: {
        bg: 'accent',
        color: 'accent.fg',
        '&:hover:not(:disabled, [aria-disabled=true])': { bg: 'accent.hover' },
      },
      secondary: {
        bg: 'raised',
        color: 'text.primary',
        borderColor: 'border',
        '&:hover:not(:disabled, [aria-disabled=true])': { borderColor: 'accent', bg: 'raised' },
      },
      ghost: {
        bg: 'transparent',
        color: 'text.primary',
        '&:hover:not(:disabled, [aria-disabled=true])': { bg: 'raised' },
      },
      danger: {
        bg: 'danger',
        color: 'canvas',
        '&:hover:not(:disabled, [aria-disabled=true])': { bg: 'danger.hover' },
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
});

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
});

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  /** Called on activation (click, Enter, Space) — the same event as `onClick`; both may be given. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Disables the button (native `disabled`: not focusable, not clickable). `disabled` works too. */
  isDisabled?: boolean;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /**
   * While true the button shows `pendingLabel`, is `aria-busy` and `aria-disabled`, and ignores presses
   * (no onPress/onClick, no form submit). It stays focusable, so keyboard and screen-reader users keep
   * their place and hear the pending label.
   */
  isPending?: boolean;
  /** Text shown while pending, e.g. "Logging out...". Defaults to the children. */
  pendingLabel?: ReactNode;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  fullWidth,
  isDisabled,
  disabled,
  className,
  children,
  type = 'button',
  onPress,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={isDisabled || disabled || undefined}
      aria-disabled={isPending || rest['aria-disabled'] || undefined}
      aria-busy={isPending || rest['aria-busy'] || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonStyle({ variant, size, fullWidth }), className)}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault(); // no submit either
          return;
        }
        onClick?.(event);
        onPress?.(event);
      }}
    >
      {isPending ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
