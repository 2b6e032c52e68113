import type { EntityManager } from '@mikro-orm/postgresql';
import type { GuardianMode, GuardianSource } from '@finx/contracts';

/** One earlier turn of the conversation, oldest first (already scrubbed; never holds an SSN or account number). */
export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerInput {
  /** A forked entity manager for this answer (read-only use). */
  em: EntityManager;
  /** The session's user: every fact an answerer reads is this user's. */
  userId: number;
  /** The question, already scrubbed (scrubQuestion). */
  question: string;
  /** The last few turns before this question, oldest first. */
  history: HistoryTurn[];
  /** Aborted when the user stops the answer or goes away: stop emitting and return (or throw) promptly. */
  signal: AbortSignal;
}

/** Where an answerer sends its answer as it is written. */
export interface AnswerSink {
  /** A piece of the answer's text (pieces are concatenated as they are). */
  token(text: string): void;
  /** A source the answer used (duplicates are dropped by the caller). */
  source(s: GuardianSource): void;
  /** The answer is written another way than the answerer's own mode (the model falling back to offline). */
  mode(m: GuardianMode): void;
}

/** Writes one answer. Throwing (other than after an abort) ends the stream with an `error` event. */
export interface GuardianAnswerer {
  mode: GuardianMode;
  answer(input: AnswerInput, out: AnswerSink): Promise<void>;
}
