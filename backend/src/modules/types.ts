/** The platform's side of a module (platform/module.ts), under the path every module imports it by. */
export type { AppContext, BackendModule } from '../platform/module';
