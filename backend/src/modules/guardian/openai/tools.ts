import type { GuardianSource } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { loadFacts, type UserFacts } from '../facts';
import { passageSource, searchPassages } from '../knowledge';
import { searchCards } from '../knowledge/card-search';
import { scrubQuestion } from '../safety';

/** Passages search_knowledge returns at most. */
const KNOWLEDGE_LIMIT = 4;
/** Answer cards it returns at most, and the search score a card needs. */
const CARD_LIMIT = 2;
const CARD_MIN_SCORE = 4;
/** Longest passage text sent to the model, in characters. */
const PASSAGE_MAX = 1200;

export type ToolResult = { ok: true; data: unknown; sources: GuardianSource[] } | { ok: false; error: string };

interface Tool<A extends z.ZodTypeAny> {
  description: string;
  args: A;
  /** JSON schema of the arguments, as the model sees it. */
  parameters: Record<string, unknown>;
  run(em: EntityManager, userId: number, args: z.infer<A>): Promise<{ data: unknown; sources: GuardianSource[] }>;
}

const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false };

/** A tool without arguments returning parts of the user's file (loadFacts), each part's screen as a source. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is zod's own shape type for z.object({}), the tool's empty arguments
function factTool<K extends keyof UserFacts>(description: string, parts: readonly K[]): Tool<z.ZodObject<{}, 'strict'>> {
  return {
    description,
    args: z.object({}).strict(),
    parameters: NO_PARAMETERS,
    async run(em, userId) {
      const facts = await loadFacts(em, userId, parts);
      const data = Object.fromEntries(parts.map((k) => [k, facts[k].data]));
      return { data, sources: parts.map((k) => facts[k].source) };
    },
  };
}

/**
 * The model's tools: each reads, none writes, and none takes a user id — the user is the session's,
 * bound on the server (bindTools). What they return is the user's own data without an SSN, a full
 * account number or a date of birth (the facts never hold them), digit runs scrubbed once more.
 */
const TOOLS = {
  get_credit_summary: factTool(
    'The user’s current credit score, score goal and where the score came from, their FinX credit factors (weakest first), their credit-builder accounts and their lessons (completed, the next one).',
    ['profile', 'factors', 'builder', 'coaching'],
  ),
  get_score_history: factTool(
    'The user’s recent credit scores (oldest first), each with its source, bureau, scoring model, date and label ("Experian · FICO Score 8 · Feb 9, 2026"; show the label beside the score), and their latest activities. A change is only between two scores of the same bureau and model; a score of another bureau or model, or a self-reported one, is never a rise or a drop.',
    ['scoreHistory'],
  ),
  list_disputes: factTool(
    'The user’s disputes: bureau, creditor, account (last 4 characters), status, round, response due date, mailing and tracking events, the bureau’s result.',
    ['disputes'],
  ),
  list_report_findings: factTool(
    'The user’s processed credit reports (each bureau’s score, model and date) and what FinX found on them (negative items, errors, inconsistencies) with the creditor and bureau.',
    ['findings'],
  ),
  get_report_accounts: factTool(
    'The accounts and hard inquiries of the user’s latest credit report: creditor, balance, limit, utilization, status, opened, late payments, the bureaus reporting each.',
    ['report'],
  ),
  get_subscription: factTool(
    'The user’s FinX plan: name, status, current period end, next charge, whether it cancels at the period end, the cancellation period.',
    ['subscription'],
  ),
  search_knowledge: {
    description:
      'Search FinX’s answer cards (short checked answers about credit law, scores and FinX itself, each with its source) and the full text of its coaching lessons, Help Center answers and the statute sections its dispute letters cite (FCRA, FDCPA, CROA). Cards come first.',
    args: z.object({ query: z.string().trim().min(1, 'query must not be empty').max(200, 'query is at most 200 characters') }).strict(),
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to look for, in a few words' } },
      required: ['query'],
      additionalProperties: false,
    },
    async run(em, _userId, { query }) {
      const cards = searchCards(query, CARD_LIMIT)
        .filter((m) => m.score >= CARD_MIN_SCORE)
        .map((m) => m.card);
      const passages = await searchPassages(em, query, KNOWLEDGE_LIMIT);
      return {
        data: [
          ...cards.map((c) => ({ kind: 'card', title: c.title, text: c.answer, sources: c.sources().map((s) => s.title) })),
          ...passages.map((p) => ({ kind: p.kind, title: p.title, text: (p.excerpt ?? p.body).slice(0, PASSAGE_MAX), link: p.href })),
        ],
        sources: [...cards.flatMap((c) => c.sources()), ...passages.map(passageSource)],
      };
    },
  },
} satisfies Record<string, Tool<z.ZodTypeAny>>;

type ToolName = keyof typeof TOOLS;
const isTool = (name: string): name is ToolName => Object.hasOwn(TOOLS, name);

export const TOOL_DEFINITIONS: ChatCompletionFunctionTool[] = Object.entries(TOOLS).map(([name, t]) => ({
  type: 'function',
  function: { name, description: t.description, parameters: t.parameters, strict: false },
}));

/** Every string in a tool's data with SSN-like numbers and long digit runs removed. */
function scrubbed(value: unknown): unknown {
  if (typeof value === 'string') return scrubQuestion(value);
  if (Array.isArray(value)) return value.map(scrubbed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v)]));
  return value;
}

/** The tools for one answer, bound to the session's user. */
export function bindTools(em: EntityManager, userId: number) {
  return {
    /** Runs a tool call as the model wrote it; a malformed one is an error result the model can read. */
    async run(name: string, rawArgs: string): Promise<ToolResult> {
      if (!isTool(name)) return { ok: false, error: `There is no tool named "${name.slice(0, 60)}". The tools are: ${Object.keys(TOOLS).join(', ')}.` };
      let json: unknown;
      try {
        json = rawArgs.trim() ? JSON.parse(rawArgs) : {};
      } catch {
        return { ok: false, error: `The arguments of ${name} are not valid JSON.` };
      }
      const tool: Tool<z.ZodTypeAny> = TOOLS[name];
      const args = tool.args.safeParse(json);
      if (!args.success) return { ok: false, error: `Invalid arguments for ${name}: ${args.error.issues.map((i) => i.message).join('; ')}.` };
      try {
        const { data, sources } = await tool.run(em, userId, args.data);
        return { ok: true, data: scrubbed(data), sources };
      } catch (err) {
        return { ok: false, error: `${name} could not read the data just now (${err instanceof Error ? err.constructor.name : 'error'}).` };
      }
    },
  };
}
