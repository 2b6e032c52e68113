import { creditDataNote, type Recommendation } from '@finx/contracts';
import OpenAI from 'openai';
import { z } from 'zod';
import type { Logger } from '../../../platform/logger';
import type { Analysis } from '../model';
import { offlineNarrative } from './offline';

export interface Narrative {
  narrative: string;
  source: 'offline' | 'openai';
  /** Why the AI narrative was not used; null when it was (or none was asked for). */
  note: string | null;
  /** The recommendations, possibly re-ranked by the model (same items, same numbers). */
  recommendations: Recommendation[];
}

export interface NarrativeWriter {
  name: 'offline' | 'openai';
  /** The model that writes it ('finx-offline-1' for the offline writer). */
  model: string;
  write(a: Analysis): Promise<Narrative>;
}

export interface OpenAiSettings {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
}

const offline = (a: Analysis, note: string | null = null): Narrative => ({
  narrative: offlineNarrative(a),
  source: 'offline',
  note,
  recommendations: a.recommendations,
});

const INSTRUCTIONS = [
  'You explain a credit underwriting result to a US consumer in plain, encouraging, accurate English.',
  'The score, risk level, confidence and reasons are computed; never change, dispute or recompute them, and use only the numbers given.',
  'Write 3 to 6 sentences: what the score means, the principal reasons in the order given, and which recommendations to do first and why.',
  'creditData says what credit information the analysis had. When creditData is "self_reported", say the score rests on what the user told us, not on a credit report, so it is less certain.',
  'When creditworthinessScore is null (creditData "none") there is no score and no risk level: say that the analysis needs a credit report (creditDataNote) and what the numbers given show; never state or suggest a score, a risk level, approval or how a lender would decide.',
  'No legal advice, no promises of results, no products other than those listed.',
  'Answer with JSON only: {"narrative": "...", "ranking": ["<recommendation id>", ...]} where ranking orders the recommendation ids, most useful first.',
].join('\n');

/** The model's answer, checked: a narrative and, optionally, an order of the given recommendation ids. */
const answerSchema = z.object({
  narrative: z.string().trim().min(40).max(2000),
  ranking: z.array(z.string()).max(20).optional(),
});

/** Digits runs that could be an account or identity number are not sent (4+ digits, masked or not). */
const scrub = (s: string) => s.replace(/[*X#]*\d[\d -]{3,}\d/g, '[number]');

/** What the model sees: the computed result and the recommendations, nothing that identifies the user. */
export function promptOf(a: Analysis) {
  return {
    creditworthinessScore: a.creditworthinessScore,
    scale: '0-100',
    riskLevel: a.riskLevel,
    creditData: a.creditData,
    creditDataNote: creditDataNote(a),
    confidencePercent: a.confidenceScore,
    reasons: a.reasons.map((r) => ({ reason: r.text, detail: scrub(r.detail) })),
    missingInputs: a.missing,
    recommendations: a.recommendations.map((r) => ({
      id: r.id,
      type: r.type,
      title: scrub(r.title),
      why: scrub(r.description),
      estimatedImpactPoints: r.estimatedImpact,
      cost: r.cost,
      timeframe: r.timeframe,
    })),
  };
}

/** Words of a verdict: a risk level, a score out of 100, approval. A result without credit data has none of them. */
const VERDICT =
  /\b(?:low|medium|moderate|high|minimal|little)[-\s]+risk\b|\brisk(?:\s+level)?\s+(?:is|of)\b|\bout of 100\b|\/\s*100\b|\b(?:approv\w*|qualif\w*|creditworthy)\b|\bscore (?:is|of)\b/i;

const numbersIn = (s: string) => new Set(s.match(/\d+(?:[.,]\d+)*/g)?.map((n) => n.replace(/,/g, '')) ?? []);

/** Why an answer is unusable, or null: a number the result does not have, or ids that are not the recommendations'. */
function problemWith(answer: z.infer<typeof answerSchema>, a: Analysis, prompt: string): string | null {
  if (a.creditworthinessScore === null && VERDICT.test(answer.narrative)) return 'it gave a verdict the analysis does not have';
  const allowed = numbersIn(prompt);
  const invented = [...numbersIn(answer.narrative)].find((n) => !allowed.has(n));
  if (invented) return 'it stated a number the analysis does not have';
  const ids = new Set(a.recommendations.map((r) => r.id));
  const ranking = answer.ranking ?? [];
  if (ranking.some((id) => !ids.has(id)) || new Set(ranking).size !== ranking.length) return 'its ranking named recommendations that do not exist';
  return null;
}

function rerank(recs: Recommendation[], ranking: string[] | undefined): Recommendation[] {
  if (!ranking?.length) return recs;
  const at = new Map(ranking.map((id, i) => [id, i]));
  return [...recs].sort((x, y) => (at.get(x.id) ?? ranking.length) - (at.get(y.id) ?? ranking.length));
}

const NOTE = (why: string) => `The AI narrative was not used (${why}); this summary is from the offline model.`;

/**
 * The narrative writer: the offline summary without OPENAI_API_KEY; with it, an OpenAI-compatible model
 * writes the narrative and may re-rank the recommendations through a zod-checked JSON answer. Whatever goes
 * wrong (API error, timeout, malformed answer, an invented number, a verdict on a result without credit data) the
 * offline summary is used with a note.
 * The score and the reasons are never the model's.
 */
export function createNarrativeWriter(settings: OpenAiSettings, logger: Logger, { timeoutMs = 15_000 } = {}): NarrativeWriter {
  if (!settings.apiKey) return { name: 'offline', model: 'finx-offline-1', write: async (a) => offline(a) };
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: 'openai',
    model: settings.model,
    async write(a) {
      const prompt = JSON.stringify(promptOf(a), null, 2);
      const fallback = (reason: string, note: string) => {
        logger.warn({ reason }, 'AI underwriting narrative not used; the offline summary is used');
        return offline(a, NOTE(note));
      };
      let answer: z.infer<typeof answerSchema>;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          temperature: 0.2,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: prompt },
          ],
        });
        const parsed = answerSchema.safeParse(JSON.parse(completion.choices[0]?.message?.content ?? ''));
        if (!parsed.success) return fallback('malformed answer', 'the AI model’s answer was malformed');
        answer = parsed.data;
      } catch (err) {
        if (err instanceof SyntaxError) return fallback('answer not JSON', 'the AI model’s answer was malformed');
        const name = err instanceof OpenAI.APIError && err.status ? `API error ${err.status}` : err instanceof Error ? err.constructor.name : 'unknown error';
        return fallback(name, 'the AI model did not answer');
      }
      const problem = problemWith(answer, a, prompt);
      if (problem) return fallback(problem, problem);
      return { narrative: answer.narrative, source: 'openai', note: null, recommendations: rerank(a.recommendations, answer.ranking) };
    },
  };
}
