import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('documents', exposes, [
  { expose: './DocumentCenter', load: () => import('./DocumentCenter'), heading: 'Document Center' },
  { expose: './CreditFile', load: () => import('./CreditFile'), heading: 'Credit File' },
]);
