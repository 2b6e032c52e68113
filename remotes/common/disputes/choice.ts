import { css } from '@finx/design-system/css';

/** A radio or checkbox choice drawn as a bordered tile (its input inside), marked when checked or focused. */
export const choice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  bg: 'surface',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { borderColor: 'accent' },
  '&:has(input:checked)': { borderColor: 'accent', bg: 'accent/10' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The input of a choice tile. */
export const choiceControl = css({ mt: '0.5', w: '4', h: '4', flexShrink: '0', accentColor: 'accent' });
