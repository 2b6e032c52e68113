/** Layout pieces the documents screens share (Panda extracts them at build time: literal values only). */
import { css } from '@finx/design-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const tightStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
export const small = css({ fontSize: 'xs', color: 'text.secondary', m: '0' });
export const tabular = css({ fontVariantNumeric: 'tabular-nums' });
/** A list of cards: one column, two from the lg breakpoint. */
export const twoColumnList = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  m: '0',
  p: '0',
});
export const plainList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
/** An item of a list on a card: a raised tile. */
export const tile = css({ p: '4', bg: 'raised', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const itemTitle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' });
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
