import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('account', exposes, [
  { expose: './Auth', load: () => import('./Auth'), heading: "Sign In" },
  { expose: './Onboarding', load: () => import('./Onboarding'), heading: "Welcome to FinX" },
  { expose: './Notifications', load: () => import('./Notifications'), heading: "Notification Center" },
  { expose: './Unsubscribe', load: () => import('./Unsubscribe'), heading: 'Unsubscribe from FinX e-mails' },
]);
