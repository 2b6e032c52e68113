import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('billing', exposes, [
  { expose: './Subscription', load: () => import('./Subscription'), heading: 'Subscription Plans' },
  { expose: './ThankYou', load: () => import('./ThankYou'), heading: 'Thank You!' },
]);
