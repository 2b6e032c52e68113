import { css } from '@finx/design-system/css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { useMetaDescription } from '../useMetaDescription';
import { useSingletonCheck } from '../useSingletonCheck';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

type Props = {
  /** Which remote renders the page (for the singleton check). */
  remote: string;
  /** document.title ("<title> · FinX"). */
  title: string;
  /** <meta name="description"> for this page. */
  description: string;
  children: ReactNode;
};

/**
 * A page of the public site (marketing pages, /thank-you): its title and description, the site header,
 * the content and the site footer.
 */
export function PublicSitePage({ remote, title, description, children }: Props) {
  useDocumentTitle(title);
  useMetaDescription(description);
  const singletons = useSingletonCheck(remote);
  return (
    <div data-remote={remote} data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}
