import { buttonStyle } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import type { ReactNode } from 'react';
import { signUpPath } from '../plans';
import { textLink } from './styles';
import { useSignedIn } from './useSignedIn';

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
const brand = css({
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'text.primary',
  textDecoration: 'none',
  letterSpacing: '-0.01em',
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px', borderRadius: 'control' },
});
const navList = css({ display: 'flex', gap: { base: '4', md: '6' }, listStyle: 'none', m: '0', p: '0' });
/**
 * Both sets of account links share one grid cell, so the box keeps the larger one's size whichever shows;
 * a set sits at the box's start on phones (where the box wraps under the brand) and at its end from 640 px.
 */
const accountCell = css({ display: 'grid', justifyItems: { base: 'start', sm: 'end' }, '& > *': { gridArea: '1 / 1', display: 'flex', gap: '2' } });
const offstage = css({ visibility: 'hidden' });

/** One set of account links; the other set stays in place, invisible and inert. */
function AccountLinks({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div className={shown ? undefined : offstage} inert={!shown} aria-hidden={shown ? undefined : true}>
      {children}
    </div>
  );
}

/**
 * Top bar of every public page: brand, page links, and Login / Sign Up for visitors or Dashboard for a
 * signed-in user. Pages pre-rendered at build time are signed out; when the session arrives the links
 * swap within the same box, so nothing on the page moves.
 */
export function SiteHeader() {
  const signedIn = useSignedIn();
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
      <div className={accountCell}>
        <AccountLinks shown={!signedIn}>
          <Link to="/auth" className={buttonStyle({ variant: 'ghost', size: 'sm' })}>
            Login
          </Link>
          <Link to={signUpPath()} className={buttonStyle({ variant: 'primary', size: 'sm' })}>
            Sign Up
          </Link>
        </AccountLinks>
        <AccountLinks shown={signedIn}>
          <Link to="/dashboard" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
            Dashboard
          </Link>
        </AccountLinks>
      </div>
    </header>
  );
}
