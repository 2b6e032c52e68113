/** Layout pieces the disputes screen and its dialogs share. */
import { css } from '@finx/design-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const tightStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
export const tabular = css({ fontVariantNumeric: 'tabular-nums' });
