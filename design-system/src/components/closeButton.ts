import { cva } from '../../styled-system/css';

/** The "×" close control in the corner of an overlay (Dialog, toast). */
export const closeButton = cva({
  base: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'control',
    bg: 'transparent',
    border: 'none',
    color: 'text.secondary',
    cursor: 'pointer',
    outline: 'none',
    _hover: { bg: 'surface', color: 'text.primary' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  variants: {
    size: {
      sm: { top: '2', right: '2', w: '7', h: '7' },
      md: { top: '4', right: '4', w: '8', h: '8', fontSize: 'lg' },
    },
  },
  defaultVariants: { size: 'md' },
});
