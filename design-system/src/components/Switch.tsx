import type { ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { css, cx } from '../../styled-system/css';

const root = css({ display: 'inline-flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: '0.6' } });
const control = css({
  flexShrink: '0',
  w: '10',
  h: '6',
  p: '0.5',
  borderRadius: 'full',
  bg: 'raised',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  display: 'inline-flex',
  alignItems: 'center',
  transition: 'background-color 150ms',
  '&[data-state=checked]': { bg: 'accent', borderColor: 'accent' },
  '&[data-focus-visible]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const thumb = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  bg: 'text.primary',
  transition: 'transform 150ms',
  '&[data-state=checked]': { transform: 'translateX(16px)' },
});
const labelCls = css({ fontSize: 'sm', color: 'text.primary', display: 'flex', flexDirection: 'column', gap: '0.5' });
const descCls = css({ fontSize: 'xs', color: 'text.secondary' });

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function Switch({ label, description, checked, defaultChecked, onCheckedChange, disabled, name, className }: SwitchProps) {
  return (
    <ArkSwitch.Root
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(d) => onCheckedChange?.(d.checked)}
      disabled={disabled}
      name={name}
      className={cx(root, className)}
    >
      <ArkSwitch.Control className={control}>
        <ArkSwitch.Thumb className={thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={labelCls}>
        <span>{label}</span>
        {description && <span className={descCls}>{description}</span>}
      </ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  );
}
