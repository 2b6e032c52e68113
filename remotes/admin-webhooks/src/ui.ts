/** Layout pieces the webhooks screen and its dialogs share. */
import { css } from '@finx/design-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
export const mono = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' });
export const codeBlock = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'canvas',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  p: '3',
  m: '0',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  flexShrink: '0',
  maxH: '16rem',
  overflowY: 'auto',
});
