/** Layout pieces the disputes screen and its dialogs share. */
import { css } from '@finx/design-system/css';

export { muted, row, stack, tabular, tightStack } from '../../common/documents/ui';

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
