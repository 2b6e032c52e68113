import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('credit-dashboard', exposes, [
  { expose: './Dashboard', load: () => import('./Dashboard'), heading: 'Credit Dashboard' },
  { expose: './Coaching', load: () => import('./Coaching'), heading: 'FinX Score Coaching' },
  { expose: './Progress', load: () => import('./Progress'), heading: 'Progress Tracking' },
  { expose: './AiUnderwriting', load: () => import('./AiUnderwriting'), heading: 'AI Credit Optimization' },
]);
