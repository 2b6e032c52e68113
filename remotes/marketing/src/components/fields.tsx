import { css, cx } from '@finx/design-system/css';
import type { ReactNode } from 'react';

/** Native form controls in the design-system's look (the landing's remote stays free of react-aria). */
const focusRing = { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' } as const;

export const control = css({
  w: 'full',
  minH: '11',
  px: '3',
  py: '2',
  bg: 'canvas',
  color: 'text.primary',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  fontSize: 'md',
  _placeholder: { color: 'text.secondary' },
  _hover: { borderColor: 'neutral' },
  _focusVisible: focusRing,
  '&[aria-invalid=true]': { borderColor: 'danger' },
});

export const checkbox = css({ w: '5', h: '5', mt: '0.5', accentColor: 'accent', flexShrink: 0, _focusVisible: focusRing });

const label = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text.primary' });
const hintText = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
const errorText = css({ fontSize: 'sm', color: 'danger', m: '0' });

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error; the control gets `aria-describedby={describedBy(id, …)}`. */
export function Field({ id, label: text, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}>
      <label htmlFor={id} className={label}>
        {text}
        {required ? <span className={css({ color: 'text.secondary', fontWeight: 'normal' })}> (required)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={hintText}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a control's aria-describedby lists: its hint and its error, when present. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export { errorText, label as labelText };
