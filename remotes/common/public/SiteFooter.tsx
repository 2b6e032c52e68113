import { css } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { Link } from '@finx/router';
import { COMPANY } from '@finx/contracts/company';
import { small, textLink } from './styles';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/coaching', label: 'Coaching' },
      { href: '/disputes', label: 'Disputes' },
      { href: '/ai-underwriting', label: 'AI Credit Optimization' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/help', label: 'Help Center' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy#fcra-rights', label: 'FCRA disclosures' },
      { href: '/terms#croa-rights', label: 'CROA disclosures' },
    ],
  },
];

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0', mb: '2' });
const list = stack({ gap: '2', listStyle: 'none', m: '0', p: '0' });

/** The public site's footer: company, product, legal links, support contact and the required disclosures. */
export function SiteFooter() {
  return (
    // Below the fold on every page: the browser lays it out and paints it only when it nears the viewport
    // (content-visibility), which keeps that work out of the page's start; its last size is remembered.
    <footer
      className={css({
        borderTopWidth: '1px',
        borderTopStyle: 'solid',
        borderColor: 'border',
        pt: '10',
        mt: '6',
        display: 'flex',
        flexDirection: 'column',
        gap: '8',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 640px',
      })}
    >
      <div className={grid({ columns: { base: 1, sm: 2, lg: 4 }, gap: '8' })}>
        <section aria-label="FinX" className={stack({ gap: '2' })}>
          <p className={css({ fontSize: 'lg', fontWeight: 'bold', m: '0' })}>FinX</p>
          <address className={css({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: '1' })}>
            <span className={small}>{COMPANY.legalName}</span>
            <span className={small}>{COMPANY.street}</span>
            <span className={small}>{COMPANY.city}</span>
            <a className={textLink} href={COMPANY.phoneHref}>
              {COMPANY.phone}
            </a>
            <a className={textLink} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
            <span className={small}>{COMPANY.hours}</span>
          </address>
        </section>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={`${col.title} links`}>
            <h2 className={heading}>{col.title}</h2>
            <ul className={list}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className={textLink}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={stack({ gap: '3' })}>
        <p className={small}>
          {COMPANY.legalName} is a credit repair organization under the federal Credit Repair Organizations Act. You have the right to dispute inaccurate
          information in your credit report yourself, free of charge, by contacting the credit bureau directly. No one can legally remove accurate, current and
          verifiable information from your credit report. You may cancel your contract with us within three business days of signing it, for any reason, without
          charge.
        </p>
        <p className={small}>Results vary from person to person. FinX does not guarantee any particular score increase or outcome.</p>
        <p className={small}>
          © {new Date().getFullYear()} {COMPANY.legalName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
