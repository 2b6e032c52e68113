export { Button, buttonStyle, type ButtonProps, type ButtonVariant } from './components/Button'
export { Badge, badgeStyle, type BadgeProps } from './components/Badge'
export { Card, type CardProps } from './components/Card'
export { Progress, type ProgressProps } from './components/Progress'
export { Tabs, type TabsProps, type TabItem } from './components/Tabs'
export { Dialog, DialogClose, type DialogProps } from './components/Dialog'
export { Toaster, toast, dismissToast, toaster, type ToastOptions, type ToastTone } from './components/Toast'
export { TextField, type TextFieldProps } from './components/TextField'
export { Select, type SelectProps, type SelectItem } from './components/Select'
export { Switch, type SwitchProps } from './components/Switch'
export { Skeleton, type SkeletonProps } from './components/Skeleton'
export { SidebarNav, type SidebarNavProps, type NavItem, type RenderLinkArgs } from './components/SidebarNav'
export {
  AppLayout,
  PageHeader,
  EmptyState,
  Stat,
  VisuallyHidden,
  type AppLayoutProps,
  type PageHeaderProps,
  type EmptyStateProps,
  type StatProps,
} from './components/Layout'
export {
  scoreBand,
  SCORE_BANDS,
  creditworthinessTone,
  riskTone,
  documentStatusTone,
  webhookEventTone,
  clampPercent,
  type ScoreBand,
  type Tone,
} from './lib/meaning'
