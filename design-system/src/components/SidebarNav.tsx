import { useState, type ComponentType, type ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../styled-system/css';

export interface NavItem {
  /** Link target. Without it the item renders as a button (e.g. Logout). */
  href?: string;
  label: ReactNode;
  icon?: ReactNode;
  /** react-router NavLink `end` (exact match). */
  end?: boolean;
  onClick?: () => void;
  isPending?: boolean;
  pendingLabel?: ReactNode;
  disabled?: boolean;
  /** React key; defaults to href or the label text. */
  id?: string;
  /** A button that shows or hides something (e.g. a panel): its aria-expanded, and the element's id it controls. */
  expanded?: boolean;
  controls?: string;
  /** aria-keyshortcuts of a button, e.g. 'Alt+G'. */
  keyShortcuts?: string;
  /** A button that also closes the mobile drawer when pressed (what it opens needs the screen). */
  closesMenu?: boolean;
}

export interface RenderLinkArgs {
  href: string;
  end?: boolean;
  /** Pass to NavLink: `className={({ isActive }) => className({ isActive })}`. */
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
  onClick?: () => void;
  item: NavItem;
}

export interface SidebarNavProps {
  items: NavItem[];
  bottomItems?: NavItem[];
  /** Logo / product name shown at the top of the sidebar and in the mobile top bar. */
  brand?: ReactNode;
  /** Render each link yourself (react-router NavLink). */
  renderLink?: (args: RenderLinkArgs) => ReactNode;
  /** Or: a link component taking `href` + `className` (Next-style); used when renderLink is absent. */
  linkAs?: ComponentType<{ href: string; className?: string; children?: ReactNode; onClick?: () => void; 'aria-current'?: 'page' }>;
  /** Marks the active item when renderLink is not used. */
  activeHref?: string;
  /** aria-label of the nav landmark. */
  label?: string;
  menuButtonLabel?: string;
  className?: string;
}

// The panel (background, border) runs the page's full height, however tall; the navigation inside it
// stays in view while the page scrolls.
const aside = css({
  display: { base: 'none', lg: 'block' },
  alignSelf: 'stretch',
  width: 'sidebar',
  flexShrink: '0',
  bg: 'surface',
  borderRightWidth: '1px',
  borderRightStyle: 'solid',
  borderRightColor: 'border',
});
const asideSticky = css({ position: 'sticky', top: '0', height: '100dvh', overflowY: 'auto', display: 'flex', flexDirection: 'column' });
const navCls = css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: '0', p: '4', gap: '4' });
const brandCls = css({ px: '3', py: '2', fontSize: 'lg', fontWeight: 'bold', color: 'text.primary' });
const listCls = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1' });
const bottomCls = css({ mt: 'auto', pt: '4', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border' });
const itemBase = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'text.secondary',
  bg: 'transparent',
  border: 'none',
  fontFamily: 'body',
  fontSize: 'sm',
  fontWeight: 'medium',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, color 120ms',
  _hover: { bg: 'raised', color: 'text.primary' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'text.primary', boxShadow: 'inset 3px 0 0 token(colors.accent)' },
  // a button whose panel is open (Guardian)
  '&[aria-expanded=true]': { bg: 'raised', color: 'text.primary' },
  _disabled: { cursor: 'not-allowed', color: 'text.disabled' },
});
const itemActive = css({ bg: 'accent.subtle', color: 'text.primary', boxShadow: 'inset 3px 0 0 token(colors.accent)' });
const iconCls = css({ display: 'inline-flex', w: '5', h: '5', alignItems: 'center', justifyContent: 'center', flexShrink: '0' });
const topBar = css({
  display: { base: 'flex', lg: 'none' },
  alignItems: 'center',
  gap: '3',
  position: 'sticky',
  top: '0',
  zIndex: 'drawer',
  h: '14',
  px: '4',
  bg: 'surface',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});
const menuBtn = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'control',
  bg: 'transparent',
  color: 'text.primary',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const drawerBackdrop = css({ position: 'fixed', inset: '0', bg: 'scrim', zIndex: 'drawer' });
const drawerPositioner = css({ position: 'fixed', inset: '0', zIndex: 'drawer', display: 'flex' });
const drawerContent = css({
  width: 'min(288px, 85vw)',
  height: '100%',
  bg: 'surface',
  borderRightWidth: '1px',
  borderRightStyle: 'solid',
  borderRightColor: 'border',
  boxShadow: 'overlay',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  '&[data-state=open]': { animation: 'finxSlideIn 200ms ease-out' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
});
const drawerHeader = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: '4', pb: '0' });

const itemClass = ({ isActive }: { isActive: boolean }) => cx(itemBase, isActive && itemActive);

const keyOf = (it: NavItem, i: number) => it.id ?? it.href ?? (typeof it.label === 'string' ? it.label : String(i));

function NavList({ items, props, onNavigate }: { items: NavItem[]; props: SidebarNavProps; onNavigate?: () => void }) {
  const { renderLink, linkAs: LinkAs, activeHref } = props;
  return (
    <ul className={listCls}>
      {items.map((item, i) => {
        const content = (
          <>
            {item.icon && (
              <span className={iconCls} aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span>{item.isPending && item.pendingLabel ? item.pendingLabel : item.label}</span>
          </>
        );
        const onClick = () => {
          item.onClick?.();
          onNavigate?.();
        };
        let node: ReactNode;
        if (!item.href) {
          node = (
            <button
              type="button"
              className={itemBase}
              onClick={item.closesMenu ? onClick : item.onClick}
              disabled={item.disabled || item.isPending}
              aria-busy={item.isPending || undefined}
              aria-expanded={item.expanded}
              aria-controls={item.controls}
              aria-keyshortcuts={item.keyShortcuts}
            >
              {content}
            </button>
          );
        } else if (renderLink) {
          node = renderLink({ href: item.href, end: item.end, className: itemClass, children: content, onClick, item });
        } else {
          const isActive =
            activeHref !== undefined &&
            (item.end || item.href === '/' ? activeHref === item.href : activeHref === item.href || activeHref.startsWith(`${item.href}/`));
          const shared = { className: itemClass({ isActive }), onClick, 'aria-current': isActive ? ('page' as const) : undefined };
          node = LinkAs ? (
            <LinkAs href={item.href} {...shared}>
              {content}
            </LinkAs>
          ) : (
            <a href={item.href} {...shared}>
              {content}
            </a>
          );
        }
        return <li key={keyOf(item, i)}>{node}</li>;
      })}
    </ul>
  );
}

function NavBody({ props, onNavigate, showBrand }: { props: SidebarNavProps; onNavigate?: () => void; showBrand: boolean }) {
  return (
    <nav aria-label={props.label ?? 'Main'} className={navCls}>
      {showBrand && props.brand && <div className={brandCls}>{props.brand}</div>}
      <NavList items={props.items} props={props} onNavigate={onNavigate} />
      {props.bottomItems && props.bottomItems.length > 0 && (
        <div className={bottomCls}>
          <NavList items={props.bottomItems} props={props} onNavigate={onNavigate} />
        </div>
      )}
    </nav>
  );
}

/**
 * Left sidebar (256 px) on wide screens; below 1024 px a top bar with a menu button opens the
 * same navigation as a focus-trapped drawer (Esc or a link click closes it).
 */
export function SidebarNav(props: SidebarNavProps) {
  const [open, setOpen] = useState(false);
  const menuLabel = props.menuButtonLabel ?? 'Open menu';
  return (
    <>
      <div className={topBar} data-part="sidebar-topbar">
        <ArkDialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} lazyMount unmountOnExit>
          <ArkDialog.Trigger className={menuBtn} aria-label={menuLabel}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </ArkDialog.Trigger>
          <Portal>
            <ArkDialog.Backdrop className={drawerBackdrop} />
            <ArkDialog.Positioner className={drawerPositioner}>
              <ArkDialog.Content className={drawerContent} aria-label="Navigation">
                <div className={drawerHeader}>
                  <ArkDialog.Title className={brandCls}>{props.brand ?? 'Menu'}</ArkDialog.Title>
                  <ArkDialog.CloseTrigger className={menuBtn} aria-label="Close menu">
                    <span aria-hidden="true">×</span>
                  </ArkDialog.CloseTrigger>
                </div>
                <NavBody props={props} onNavigate={() => setOpen(false)} showBrand={false} />
              </ArkDialog.Content>
            </ArkDialog.Positioner>
          </Portal>
        </ArkDialog.Root>
        {props.brand && <div className={brandCls}>{props.brand}</div>}
      </div>
      <aside className={cx(aside, props.className)} data-part="sidebar">
        <div className={asideSticky}>
          <NavBody props={props} showBrand />
        </div>
      </aside>
    </>
  );
}
