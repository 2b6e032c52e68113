import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('disputes', exposes, [{ expose: './Disputes', load: () => import('./Disputes'), heading: 'Guardian' }]);
