import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('marketing', exposes, [
  { expose: './Landing', load: () => import('./Landing'), heading: 'Build the credit you deserve with FinX' },
  { expose: './About', load: () => import('./About'), heading: 'About' },
  { expose: './Contact', load: () => import('./Contact'), heading: 'Contact' },
  { expose: './Privacy', load: () => import('./Privacy'), heading: 'Privacy Policy' },
  { expose: './Terms', load: () => import('./Terms'), heading: 'Terms of Service' },
  { expose: './Help', load: () => import('./Help'), heading: 'Help Center' },
]);
