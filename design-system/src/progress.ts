// @finx/design-system/progress
export { Progress, type ProgressProps } from './components/Progress';
