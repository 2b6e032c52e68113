/** Layout pieces the billing screens share. */
import { css } from '@finx/design-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const tightStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
export const tabular = css({ fontVariantNumeric: 'tabular-nums' });
export const plainList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' });
export const notice = css({
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'info/40',
  bg: 'info.subtle',
  fontSize: 'sm',
  m: '0',
});
