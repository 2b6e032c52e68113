/**
 * What the sidebar pages need beyond what every page loads, as one chunk (public pages such as `/` never
 * load it): the sidebar layout, and the loading skeletons shaped like particular screens. The credit-dashboard
 * remote owns its screens' skeletons; the shell builds them in, to show them while that remote loads.
 */
import type { ComponentType } from 'react';
import { CoachingSkeleton, DashboardSkeleton, ProgressSkeleton } from '../../../remotes/credit-dashboard/src/skeletons';

export { SidebarLayout } from './SidebarLayout';

/** Screens whose loading skeleton has their own shape, by path (the others get a heading-shaped one). */
export const SCREEN_SKELETONS: Readonly<Record<string, ComponentType>> = {
  '/dashboard': DashboardSkeleton,
  '/coaching': CoachingSkeleton,
  '/progress': ProgressSkeleton,
};
