import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { css, cx } from '../../styled-system/css';

export const fieldRoot = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' });
export const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text.primary' });
export const fieldDescription = css({ fontSize: 'xs', color: 'text.secondary' });
// danger.text: AA on the raised surface of a dialog too (danger itself is 4.4:1 there at this size)
export const fieldError = css({ fontSize: 'xs', color: 'danger.text', fontWeight: 'medium' });
export const inputStyle = css({
  width: '100%',
  minH: '10',
  px: '3',
  py: '2',
  bg: 'canvas',
  color: 'text.primary',
  fontFamily: 'body',
  fontSize: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  outline: 'none',
  transition: 'border-color 120ms',
  _placeholder: { color: 'text.disabled' },
  _hover: { borderColor: 'neutral' },
  '&:focus-visible, &[data-focused]': { borderColor: 'accent', outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
  _disabled: { color: 'text.disabled', cursor: 'not-allowed', bg: 'surface' },
});

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'style' | 'onChange'> {
  label: ReactNode;
  /** Shown under the field in danger colour; marks the field invalid. The typed value is kept. */
  errorMessage?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  onChange?: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  className?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Native number-input attributes, e.g. `step="0.01"` for money. */
  step?: number | string;
  min?: number | string;
}

export function TextField({ label, errorMessage, description, placeholder, multiline, rows = 4, className, inputRef, step, min, ...rest }: TextFieldProps) {
  return (
    <RACTextField {...rest} isInvalid={!!errorMessage} className={cx(fieldRoot, className)}>
      <Label className={fieldLabel}>{label}</Label>
      {multiline ? (
        <TextArea ref={inputRef} rows={rows} placeholder={placeholder} className={cx(inputStyle, css({ resize: 'vertical' }))} />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} step={step} min={min} className={inputStyle} />
      )}
      {description && !errorMessage && (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      )}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
