import { css } from '@finx/design-system/css';

export { small, textLink } from '../../../common/public/styles';

/** Class names the public pages share (tokens only). */
export const section = css({ display: 'flex', flexDirection: 'column', gap: '6', py: { base: '10', md: '16' } });
export const sectionHeading = css({ textStyle: 'h2', fontSize: { base: 'xl', md: '2xl' }, m: '0', scrollMarginTop: '6', _focusVisible: { outline: 'none' } });
export const sectionIntro = css({ color: 'text.secondary', fontSize: { base: 'md', md: 'lg' }, maxW: '720px', m: '0' });
export const eyebrow = css({ color: 'accent', fontSize: 'sm', fontWeight: 'semibold', letterSpacing: '0.06em', textTransform: 'uppercase', m: '0' });
export const cardTitle = css({ textStyle: 'h3', m: '0' });
export const muted = css({ color: 'text.secondary', m: '0' });
export const panel = css({ bg: 'surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border', borderRadius: 'card', p: { base: '5', md: '6' } });
export const checkList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  listStyle: 'none',
  p: '0',
  m: '0',
  '& li': { display: 'flex', gap: '2', alignItems: 'baseline' },
  '& li::before': { content: '"✓"', color: 'success', fontWeight: 'bold', flexShrink: 0 },
});
