import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../styled-system/css';
import { fieldError, fieldLabel, fieldRoot } from './TextField';

export interface SelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  items: SelectItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  errorMessage?: ReactNode;
  /** Name of the hidden native select, for form posts. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  /**
   * Render the list in a portal at the end of <body> (default). Pass false inside a Dialog: a modal
   * dialog hides everything outside it from assistive technology, a portalled list included.
   */
  portalled?: boolean;
}

const trigger = css({
  width: '100%',
  minH: '10',
  px: '3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  bg: 'canvas',
  color: 'text.primary',
  fontFamily: 'body',
  fontSize: 'md',
  textAlign: 'left',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  cursor: 'pointer',
  outline: 'none',
  _hover: { borderColor: 'neutral' },
  _focusVisible: { borderColor: 'accent', outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[data-invalid]': { borderColor: 'danger' },
  // a placeholder is text a user reads (what to choose): secondary text keeps AA contrast on the canvas (disabled grey is 3.3:1)
  '&[data-placeholder-shown]': { color: 'text.secondary' },
  _disabled: { cursor: 'not-allowed', color: 'text.disabled', bg: 'surface' },
});
const indicator = css({ color: 'text.secondary', transition: 'transform 150ms', '&[data-state=open]': { transform: 'rotate(180deg)' } });
const content = css({
  bg: 'raised',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  boxShadow: 'overlay',
  p: '1',
  zIndex: 'overlay',
  maxH: '300px',
  overflowY: 'auto',
  outline: 'none',
  minW: 'var(--reference-width)',
  '&[data-state=open]': { animation: 'finxFadeIn 100ms ease-out' },
});
const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: '6px',
  fontSize: 'sm',
  color: 'text.primary',
  cursor: 'pointer',
  '&[data-highlighted]': { bg: 'accent.subtle' },
  '&[data-state=checked]': { fontWeight: 'semibold' },
  _disabled: { color: 'text.disabled', cursor: 'not-allowed' },
});

export function Select({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select…',
  errorMessage,
  name,
  disabled,
  required,
  className,
  portalled = true,
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (i) => i.label,
        itemToValue: (i) => i.value,
        isItemDisabled: (i) => !!i.disabled,
      }),
    [items],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(d) => onValueChange?.(d.value[0] ?? '')}
      name={name}
      disabled={disabled}
      required={required}
      invalid={!!errorMessage}
      positioning={{ sameWidth: true, gutter: 4, strategy: portalled ? 'absolute' : 'fixed' }}
      className={cx(fieldRoot, className)}
    >
      <ArkSelect.Label className={fieldLabel}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={trigger}>
          <ArkSelect.ValueText placeholder={placeholder} />
          <ArkSelect.Indicator className={indicator}>
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {errorMessage && <span className={fieldError}>{errorMessage}</span>}
      <Portal disabled={!portalled}>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={content}>
            {collection.items.map((it) => (
              <ArkSelect.Item key={it.value} item={it} className={item}>
                <ArkSelect.ItemText>{it.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
