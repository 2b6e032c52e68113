import { css } from '@finx/design-system/css';

/** Class names of the public site's header and footer that the marketing pages use too (tokens only). */
export const small = css({ textStyle: 'small', color: 'text.secondary', m: '0' });
export const textLink = css({
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'accent.hover' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px', borderRadius: 'control' },
});
