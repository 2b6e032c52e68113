import { Card } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Link } from '@finx/router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';

const page = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6',
  minHeight: 'calc(100dvh - token(spacing.16))',
});
const brand = css({
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'text.primary',
  textDecoration: 'none',
  borderRadius: 'control',
  _hover: { color: 'accent.hover' },
});
const widths = { narrow: css({ maxWidth: '28rem' }), wide: css({ maxWidth: '48rem' }) };

type Props = {
  /** document.title ("<page> · FinX"). */
  documentTitle: string;
  width?: keyof typeof widths;
  children: ReactNode;
};

/** The account remote's public screens (/auth, /onboarding): the brand above one centred card. */
export function PublicPage({ documentTitle, width = 'narrow', children }: Props) {
  useDocumentTitle(documentTitle);
  const singletons = useSingletonCheck('account');
  return (
    <div data-remote="account" data-singletons={singletons} className={page}>
      <Link to="/" className={brand}>
        FinX
      </Link>
      <Card as="div" padding="lg" className={cx(css({ width: 'full' }), widths[width])}>
        {children}
      </Card>
    </div>
  );
}
