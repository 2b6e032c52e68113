import { css } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { Link } from '@finx/router';
import { COMPANY } from '@finx/contracts/company';

export const SERVICES = ['Credit score optimization', 'AI dispute letters', 'Credit protection', 'Personal coaching', 'Credit building'];

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  // the Privacy Policy's and the Terms' sections (ids in remotes/marketing/src/content/)
  { label: 'FCRA disclosures', href: '/privacy#fcra-rights' },
  { label: 'CROA disclosures', href: '/terms#croa-rights' },
];

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text.primary', mb: '2' });
const text = css({ fontSize: 'sm', color: 'text.secondary' });
const link = css({
  fontSize: 'sm',
  color: 'text.secondary',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'text.primary' },
});

/** Footer of the sidebar layout: postal address, support e-mail, hours, services, legal list. */
export function Footer() {
  return (
    <footer
      className={css({
        borderTopWidth: '1px',
        borderTopStyle: 'solid',
        borderColor: 'border',
        width: '100%',
        maxWidth: 'content',
        mx: 'auto',
        px: { base: '4', sm: '6', lg: '8' },
        pt: '8',
        pb: '6',
      })}
    >
      <div className={grid({ columns: { base: 1, sm: 2, lg: 4 }, gap: '6' })}>
        <section aria-labelledby="footer-company" className={stack({ gap: '1' })}>
          <h2 id="footer-company" className={heading}>
            FinX
          </h2>
          <address className={css({ fontStyle: 'normal' })}>
            <span className={text}>{COMPANY.legalName}</span>
            <br />
            <span className={text}>{COMPANY.street}</span>
            <br />
            <span className={text}>{COMPANY.city}</span>
          </address>
        </section>
        <section aria-labelledby="footer-support" className={stack({ gap: '1' })}>
          <h2 id="footer-support" className={heading}>
            Support
          </h2>
          <a className={link} href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </a>
          <p className={text}>{COMPANY.hours}</p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            Services
          </h2>
          <ul className={stack({ gap: '1' })}>
            {SERVICES.map((s) => (
              <li key={s} className={text}>
                {s}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            Legal
          </h2>
          <ul className={stack({ gap: '1' })}>
            {LEGAL_LINKS.map((l) => (
              <li key={l.label}>
                <Link className={link} to={l.href}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={css({ fontSize: 'xs', color: 'text.secondary', mt: '8' })}>
        © {new Date().getFullYear()} {COMPANY.legalName} A credit repair organization under the Credit Repair Organizations Act.
      </p>
    </footer>
  );
}
