import type { ReactNode } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { css, cx } from '../../styled-system/css'

const list = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  overflowX: 'auto',
  position: 'relative',
})
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
})
const content = css({
  pt: '5',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'control' },
})

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: TabItem[]
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
  'aria-label'?: string
  className?: string
}

export function Tabs({ items, defaultValue, value, onValueChange, className, ...rest }: TabsProps) {
  return (
    <ArkTabs.Root
      className={className}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={(d) => onValueChange?.(d.value)}
      activationMode="automatic"
    >
      <ArkTabs.List className={list} aria-label={rest['aria-label']}>
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
  )
}
