import { BUREAU_LABELS, DISPUTE_TYPE_LABELS, formatDecimalDollars } from '@finx/contracts';
import OpenAI from 'openai';
import type { Logger } from '../../../platform/logger';
import { checkLetterFacts } from './fact-check';
import { formatLetterDate } from './format';
import { composeBody, draftLetter, type LetterDraft } from './template-writer';
import type { AnyLetterInput, Letter, LetterDispute, LetterWriter } from './types';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_PARAGRAPHS = 12;
const MAX_PARAGRAPH_CHARS = 2_000;

const INSTRUCTIONS = [
  'You help a consumer write a dispute letter to a US consumer reporting agency (credit bureau).',
  'Rewrite the draft paragraphs in clear, polite, plain English, in the first person, keeping their meaning and order.',
  'Strict rules: state only the facts given. Never add an account number, amount, date, name, company, law, section or claim',
  'that is not in the facts or the draft. Keep every citation exactly as written (for example "FCRA §611").',
  'No threats, no legal advice, no exaggeration. Do not write a salutation, a signature, addresses or the account details:',
  'they are added separately.',
  'Answer with JSON only: {"paragraphs": ["...", "..."]}; the first paragraph says what the letter asks for.',
].join('\n');

/**
 * Letters reworded by an OpenAI-compatible model. Only the prose is asked for; addresses, identification and
 * account details stay the template's. Whatever goes wrong (API error, timeout, bad JSON, a fact the consumer
 * did not give) the template letter is used and the reason logged, without personal data.
 */
export function openAiWriter(settings: OpenAiSettings, logger: Logger, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}): LetterWriter {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: 'openai',
    async write(input) {
      const draft = draftLetter(input);
      const fallback = (reason: string) => {
        logger.warn(
          { ...('items' in input ? { disputeIds: input.items.map((d) => d.id) } : { disputeId: input.dispute.id }), reason },
          'AI-written letter not used; the template letter is used',
        );
        return draft.letter;
      };
      let letter: Letter;
      try {
        const prose = await askForProse(client, settings.model, input, draft);
        letter = { ...draft.letter, body: composeBody(prose, draft.factBlocks) };
      } catch (err) {
        return fallback(failureName(err));
      }
      const verdict = checkLetterFacts(letter, input);
      return verdict.ok ? letter : fallback(verdict.reason);
    },
  };
}

/** The model answered, but not with {"paragraphs": [non-empty strings]}. */
class UnusableAnswerError extends Error {}

/** Why a request failed, as a class name or HTTP status: error messages may echo the letter. */
const failureName = (err: unknown) =>
  err instanceof OpenAI.APIError && err.status ? `API error ${err.status}` : err instanceof Error ? err.constructor.name : 'unknown error';

async function askForProse(client: OpenAI, model: string, input: AnyLetterInput, draft: LetterDraft): Promise<string[]> {
  const completion = await client.chat.completions.create({
    model,
    temperature: 0.2,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: JSON.stringify({ facts: promptFacts(input), citations: draft.letter.citations, draft: draft.prose }, null, 2) },
    ],
  });
  const paragraphs: unknown = JSON.parse(completion.choices[0]?.message?.content ?? '').paragraphs;
  if (
    !Array.isArray(paragraphs) ||
    paragraphs.length === 0 ||
    paragraphs.length > MAX_PARAGRAPHS ||
    !paragraphs.every((p) => typeof p === 'string' && p.trim() && p.length <= MAX_PARAGRAPH_CHARS)
  ) {
    throw new UnusableAnswerError();
  }
  return paragraphs.map((p: string) => p.trim());
}

const disputesOf = (input: AnyLetterInput): LetterDispute[] => ('items' in input ? input.items : [input.dispute]);

/** The disputes' facts, and nothing that identifies the consumer: no name, address, date of birth or SSN. */
function promptFacts(input: AnyLetterInput) {
  const items = disputesOf(input).map(disputeFacts);
  const common = { bureau: BUREAU_LABELS['items' in input ? input.bureau : input.dispute.bureau], letterDate: formatLetterDate(input.date) };
  return 'items' in input ? { ...common, items } : { ...common, ...items[0] };
}

function disputeFacts(dispute: LetterDispute) {
  return {
    letterType: DISPUTE_TYPE_LABELS[dispute.type],
    reason: dispute.disputeReason,
    creditor: dispute.creditor,
    accountNumber: dispute.accountNumber,
    amount: dispute.amount ? formatDecimalDollars(dispute.amount) : null,
    description: dispute.description,
    disputeFiled: formatLetterDate(dispute.submittedDate),
    round: dispute.round,
    reinsertion: dispute.reinsertion
      ? { deletedOn: formatLetterDate(dispute.reinsertion.deletedOn), creditor: dispute.reinsertion.creditor, accountNumber: dispute.reinsertion.accountNumber }
      : null,
    previousResponse: dispute.previousResponse
      ? { result: dispute.previousResponse.result, date: formatLetterDate(dispute.previousResponse.responseDate) }
      : null,
  };
}
