import { PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';
import { useSingletonCheck } from './useSingletonCheck';

type Props = {
  /** Which remote renders this screen (for the singleton check). */
  remote: string;
  /** The spec heading — the screen's only h1. */
  title: string;
  subtitle: string;
  /** document.title; defaults to the heading. */
  documentTitle?: string;
  children?: ReactNode;
};

/** A screen whose content arrives with a later issue: its spec heading and one subtitle line. */
export function StubPage({ remote, title, subtitle, documentTitle, children }: Props) {
  useDocumentTitle(documentTitle ?? title);
  const singletons = useSingletonCheck(remote);
  return (
    <section data-remote={remote} data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </section>
  );
}
