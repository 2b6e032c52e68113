import { exposes } from '../exposes';
import { testExposedScreens } from '../../common/testExposedScreens';

testExposedScreens('admin-webhooks', exposes, [{ expose: './Webhooks', load: () => import('./Webhooks'), heading: 'Webhook Management' }]);
