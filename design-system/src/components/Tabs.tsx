import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { css, cx } from '../../styled-system/css';

/** How wide the fade is on a side that has more tabs to scroll to. */
const FADE = '2.5rem';

const list = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  position: 'relative',
  // tabs that do not fit scroll sideways; the side with more fades out (whatever the background behind it)
  '&[data-overflow=end]': { maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)` },
  '&[data-overflow=start]': { maskImage: `linear-gradient(to right, transparent, #000 ${FADE})` },
  '&[data-overflow=both]': { maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)` },
});
const trigger = css({
  appearance: 'none',
  bg: 'transparent',
  border: 'none',
  color: 'text.secondary',
  fontFamily: 'body',
  fontSize: 'sm',
  fontWeight: 'medium',
  px: '4',
  py: '3',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  flexShrink: '0',
  borderTopRadius: 'control',
  position: 'relative',
  outline: 'none',
  _hover: { color: 'text.primary' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  '&[data-selected]': {
    color: 'text.primary',
    _after: { content: '""', position: 'absolute', left: '0', right: '0', bottom: '-1px', h: '2px', bg: 'accent' },
  },
  _disabled: { color: 'text.disabled', cursor: 'not-allowed' },
});
const content = css({
  pt: '5',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'control' },
});

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  'aria-label'?: string;
  className?: string;
}

/** Which sides of a scrolling list have more to show: 'start', 'end', 'both', or undefined when it all fits. */
export function overflowSides(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): 'start' | 'end' | 'both' | undefined {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return undefined;
  const left = Math.abs(el.scrollLeft);
  const start = left > 1;
  const end = left < max - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

/** Scrolls the list (only the list, never the page) so that the tab is wholly in view, clear of the fades. */
function revealTab(listEl: HTMLElement, tab: HTMLElement) {
  const margin = 40;
  const left = tab.offsetLeft; // the list is the tabs' offset parent (position: relative)
  const right = left + tab.offsetWidth;
  if (left - margin < listEl.scrollLeft) listEl.scrollLeft = Math.max(0, left - margin);
  else if (right + margin > listEl.scrollLeft + listEl.clientWidth) listEl.scrollLeft = right + margin - listEl.clientWidth;
}

/**
 * Tabs (Ark UI). A tab bar wider than its space scrolls sideways, with a fade on each side that has more
 * tabs (`data-overflow` on the tab list), and the selected tab is scrolled into view.
 */
export function Tabs({ items, defaultValue, value, onValueChange, className, ...rest }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<ReturnType<typeof overflowSides>>(undefined);
  const measure = useCallback(() => {
    if (listRef.current) setOverflow(overflowSides(listRef.current));
  }, []);
  const [selected, setSelected] = useState(value ?? defaultValue ?? items[0]?.value);
  const current = value ?? selected;

  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length: a tab added or removed changes the overflow without a scroll or resize
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: current: the selected tab is revealed each time the selection changes
  useEffect(() => {
    const el = listRef.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (el && tab && el.scrollWidth > el.clientWidth) {
      revealTab(el, tab);
      measure();
    }
  }, [current, measure]);

  return (
    <ArkTabs.Root
      className={className}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={(d) => {
        setSelected(d.value);
        onValueChange?.(d.value);
      }}
      activationMode="automatic"
    >
      <ArkTabs.List ref={listRef} className={list} aria-label={rest['aria-label']} data-overflow={overflow}>
        {items.map((it) => (
          <ArkTabs.Trigger key={it.value} value={it.value} disabled={it.disabled} className={trigger}>
            {it.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((it) => (
        <ArkTabs.Content key={it.value} value={it.value} className={cx(content)}>
          {it.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
