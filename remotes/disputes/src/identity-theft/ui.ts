/** Layout pieces of the identity-theft path. */
import { css, cx } from '@finx/design-system/css';
import { choice as commonChoice } from '../../../common/disputes/choice';

export const steps = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });
export const orderedList = css({
  m: '0',
  pl: '5',
  listStyleType: 'decimal',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'sm',
  lineHeight: 'normal',
});
export const plainList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
export const inlineLink = css({ color: 'accent.hover', textDecoration: 'underline', _hover: { color: 'text.primary' } });
export const notice = css({ m: '0', p: '3', bg: 'canvas', borderRadius: 'control', fontSize: 'sm', lineHeight: 'normal' });
export const errorText = css({ color: 'danger.text', fontSize: 'sm', m: '0' });
export const fieldset = css({ border: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
export const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2', p: '0' });
export const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
/** The choice tiles (common), with their input and long file names wrapped. */
export const choice = cx(commonChoice, css({ overflowWrap: 'anywhere', '& input': { mt: '0.5', w: '4', h: '4', flexShrink: '0', accentColor: 'accent' } }));
