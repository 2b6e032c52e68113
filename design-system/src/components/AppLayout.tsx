import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

const shell = css({
  minHeight: '100dvh',
  display: { base: 'block', lg: 'grid' },
  gridTemplateColumns: { lg: '256px minmax(0, 1fr)' },
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh', minWidth: '0' });
// At least a screen tall, so the footer starts below the fold: a screen that grows or shrinks as its data
// arrives never moves the footer inside the first view (a layout shift).
const mainCls = css({
  flex: '1',
  minHeight: '100dvh',
  width: '100%',
  maxWidth: 'content',
  mx: 'auto',
  px: { base: '4', sm: '6', lg: '8' },
  py: { base: '6', lg: '8' },
  outline: 'none',
});
const skip = css({
  position: 'absolute',
  left: '4',
  top: '-12',
  zIndex: 'toast',
  bg: 'accent',
  color: 'accent.fg',
  px: '4',
  py: '2',
  borderRadius: 'control',
  fontWeight: 'semibold',
  _focus: { top: '4' },
});

export interface AppLayoutProps {
  /** A <SidebarNav/>. */
  nav: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  mainId?: string;
}

/** Sidebar layout: 256 px sidebar + content column (max 1200 px, 24–32 px gutters) with <main>. */
export function AppLayout({ nav, children, footer, mainId = 'main-content' }: AppLayoutProps) {
  return (
    <div className={shell}>
      <a href={`#${mainId}`} className={skip}>
        Skip to content
      </a>
      {nav}
      <div className={column}>
        <main id={mainId} tabIndex={-1} className={mainCls}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}
