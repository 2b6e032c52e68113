import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('disputes', exposes, [
  { expose: './Disputes', load: () => import('./Disputes'), heading: 'Guardian' },
  { expose: './IdentityTheft', load: () => import('./IdentityTheft'), heading: 'Identity Theft' },
  { expose: './CompanyLetters', load: () => import('./CompanyLetters'), heading: 'Letters to Companies' },
]);
