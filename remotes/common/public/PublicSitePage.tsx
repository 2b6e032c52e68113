import { css } from '@finx/design-system/css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../common/useDocumentTitle';
import { useMetaDescription } from '../../../common/useMetaDescription';
import { useSingletonCheck } from '../../../common/useSingletonCheck';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

type Props = {
  /** document.title ("<title> · FinX"). */
  title: string;
  /** <meta name="description"> for this page. */
  description: string;
  children: ReactNode;
};

/** A public page: its title and description, the site header, the content and the site footer. */
export function MarketingPage({ title, description, children }: Props) {
  useDocumentTitle(title);
  useMetaDescription(description);
  const singletons = useSingletonCheck('marketing');
  return (
    <div data-remote="marketing" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}
