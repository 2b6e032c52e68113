import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import type { GuardianAnswerer } from './answerer';
import { offlineAnswerer } from './offline';
import { createOpenAiAnswerer } from './openai';

/** The offline answerer without OPENAI_API_KEY; with it, the model (which falls back to the offline one). */
export function createGuardianAnswerer(settings: Config['openai'], logger: Logger): GuardianAnswerer {
  if (!settings.apiKey) return offlineAnswerer;
  return createOpenAiAnswerer(settings, logger, offlineAnswerer);
}
