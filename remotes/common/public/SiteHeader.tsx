import { buttonStyle } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { textLink } from './ui';

const NAV = [
  { href: '/about', label: 'About' },
  { href: '/help', label: 'Help' },
  { href: '/contact', label: 'Contact' },
];

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: { base: '3', md: '6' },
  pb: '6',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
});
const brand = css({ fontSize: 'xl', fontWeight: 'bold', color: 'text.primary', textDecoration: 'none', letterSpacing: '-0.01em', _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px', borderRadius: 'control' } });
const navList = css({ display: 'flex', gap: { base: '4', md: '6' }, listStyle: 'none', m: '0', p: '0' });

/** Top bar of every public page: brand, page links, Login and Sign Up (both to /auth). */
export function SiteHeader() {
  return (
    <header className={bar}>
      <Link to="/" className={brand} aria-label="FinX home">
        FinX
      </Link>
      <nav aria-label="Site">
        <ul className={navList}>
          {NAV.map((n) => (
            <li key={n.href}>
              <Link to={n.href} className={textLink}>
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Link to="/auth" className={buttonStyle({ variant: 'ghost', size: 'sm' })}>
          Login
        </Link>
        <Link to="/auth" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
          Sign Up
        </Link>
      </div>
    </header>
  );
}
