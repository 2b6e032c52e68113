/**
 * What the sidebar pages need beyond what every page loads, as one chunk (public pages such as `/` never
 * load it): the sidebar layout, and the loading skeletons shaped like particular screens. The credit-dashboard
 * screens' skeletons are shared source (remotes/common): the shell builds them in, to show them while that remote
 * loads, and the remote shows them while its reads load.
 */
import type { ComponentType } from 'react';
import { CoachingSkeleton, DashboardSkeleton, ProgressSkeleton } from '../../../remotes/common/credit-dashboard/skeletons';

export { SidebarLayout } from './SidebarLayout';

/** Screens whose loading skeleton has their own shape, by path (the others get a heading-shaped one). */
export const SCREEN_SKELETONS: Readonly<Record<string, ComponentType>> = {
  '/dashboard': DashboardSkeleton,
  '/coaching': CoachingSkeleton,
  '/progress': ProgressSkeleton,
};
