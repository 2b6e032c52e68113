/** The dispute-letter engine (issue 12): templates citing the law, an optional AI writer guarded by a fact check, plain text and PDF. */
import type { Logger } from '../../../platform/logger';
import { openAiWriter } from './openai-writer';
import { templateWriter } from './template-writer';
import type { LetterWriter } from './types';

export { BUREAU_ADDRESSES } from './bureau-addresses';
export { checkLetterFacts } from './fact-check';
export { draftFurnisherLetter, mailingAddressOf } from './furnisher-template';
export { draftText, letterText } from './letter-text';
export { draftPdf, letterPdf } from './pdf';
export type {
  AnyLetterInput,
  CompanyAccount,
  Letter,
  LetterConsumer,
  LetterDispute,
  LetterInput,
  LetterWriter,
  MailingAddress,
  OnlineDraft,
  PackageLetterInput,
} from './types';

/** The OpenAI writer when an API key is configured, else the templates. */
export function createLetterWriter(
  openai: { apiKey: string | undefined; baseUrl: string; model: string },
  logger: Logger,
  options?: { timeoutMs?: number },
): LetterWriter {
  const { apiKey } = openai;
  return apiKey ? openAiWriter({ ...openai, apiKey }, logger, options) : templateWriter;
}
