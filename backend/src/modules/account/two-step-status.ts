/** Whether the user signs in with a second step (two-step/ keeps it). */
export { isTwoStepEnabled } from './two-step/two-step.service';
