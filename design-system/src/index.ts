// @finx/design-system — the core entry point: what most screens render, and the page's one toaster.
// Heavier components live in their own entry points (and Module Federation singletons), so a page
// loads them only when it renders them:
//   @finx/design-system/dialog    Dialog, DialogClose
//   @finx/design-system/tabs      Tabs
//   @finx/design-system/forms     TextField, Select, Switch
//   @finx/design-system/progress  Progress
//   @finx/design-system/sidebar   SidebarNav (the shell's sidebar and mobile drawer)
export { Button, buttonStyle, type ButtonProps, type ButtonVariant } from './components/Button';
export { Badge, badgeStyle, type BadgeProps } from './components/Badge';
export { Card, type CardProps } from './components/Card';
// toast(), dismissToast() and the one-toast store are here; the visible toast UI (Ark) is a lazy chunk
// that <Toaster/> imports on the first toast.
export { Toaster, toast, dismissToast, toaster, type ToastOptions, type ToastTone, type ToastRecord } from './components/Toast';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { AppLayout, type AppLayoutProps } from './components/AppLayout';
export {
  PageHeader,
  EmptyState,
  Stat,
  VisuallyHidden,
  type PageHeaderProps,
  type EmptyStateProps,
  type StatProps,
} from './components/Layout';
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
} from './lib/meaning';
