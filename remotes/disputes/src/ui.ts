/** Layout pieces the disputes screen and its dialogs share. */
import { css } from '@finx/design-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const tightStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
export const tabular = css({ fontVariantNumeric: 'tabular-nums' });

/** A dispute card's id, the target of `/disputes#dispute-<id>`. */
export const disputeAnchor = (id: number) => `dispute-${id}`;

/** The brief mark of a dispute just filed or linked to (and its focus, moved there by the screen). */
export const revealable = css({
  scrollMarginBlock: '24',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: '0.6s',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-highlighted]': { borderColor: 'accent', boxShadow: '0 0 0 1px token(colors.accent), 0 0 0 6px token(colors.accent.subtle)' },
});
