import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

// './Guardian' is the shell's panel, not a screen (no h1, no document title): guardian/Guardian.test.tsx covers it.
const { './Guardian': _panel, ...screens } = exposes;

testExposedScreens('account', screens, [
  { expose: './Auth', load: () => import('./Auth'), heading: 'Sign In' },
  { expose: './Onboarding', load: () => import('./Onboarding'), heading: 'Welcome to FinX' },
  { expose: './Notifications', load: () => import('./Notifications'), heading: 'Notification Center' },
  { expose: './Unsubscribe', load: () => import('./Unsubscribe'), heading: 'Unsubscribe from FinX e-mails' },
  { expose: './Profile', load: () => import('./Profile'), heading: 'Profile' },
  { expose: './Settings', load: () => import('./Settings'), heading: 'Settings' },
  { expose: './ConfirmEmail', load: () => import('./ConfirmEmail'), heading: 'Confirm your e-mail' },
  { expose: './AccountClosed', load: () => import('./AccountClosed'), heading: 'Your account is closed' },
]);
