import type { MailingPayment, PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../types';

/** A certified-mail piece about to be sent: the disputes its letter carries. */
export interface MailingPiece {
  /** Disputed items the letter carries (they count against the plan's letters a month). */
  items: number;
}

/** A piece's price as the user confirms it. */
export interface PiecePrice {
  priceCents: number;
  paidBy: MailingPayment;
}

export interface PiecesQuote {
  pieces: PiecePrice[];
  totalCents: number;
  planId: PlanId | 'none';
  planName: string;
  includedLeft: number;
  /** How the paid pieces are billed, in words. */
  payment: string;
}

/**
 * What the disputes engine needs from billing (issue 26), passed in by src/modules/index.ts so that disputes never
 * imports billing (billing already reads disputes' business days): the contract before any service, the plan's
 * limits, the confirmed price of each mailing and its fee once the carrier has accepted it.
 */
export interface MailingBilling {
  /** 403 `{ missing: ['croa_contract'] }` unless the user has accepted the contract (and not cancelled it). */
  requireAgreement(em: EntityManager, userId: number): Promise<void>;
  /** The price of each piece sent now (402 beyond the plan's letters a month); checks the contract first. */
  quote(em: EntityManager, userId: number, pieces: MailingPiece[]): Promise<PiecesQuote>;
  /**
   * In the send's transaction (holding the user's disputes lock), once the mailings exist: the price now must be the
   * one the user confirmed (409 otherwise); each mailing's confirmed price is stored, to be billed after the carrier
   * accepts it.
   */
  confirm(
    tx: EntityManager,
    userId: number,
    pieces: (MailingPiece & { mailingId: number; description: string })[],
    confirmedPriceCents: number | undefined,
  ): Promise<void>;
  /** The carrier accepted the mailing: its fee is now owed (or included in the plan) and billed when it may be. */
  accepted(em: EntityManager, mailingId: number, trackingNumber: string | null, at: Date): Promise<void>;
  /** The mailing was never sent (the carrier refused it, or it was stopped): nothing is owed for it. */
  notSent(em: EntityManager, mailingId: number): Promise<void>;
}

/** Builds the billing side for the process's context (API or worker). */
export type MailingBillingFactory = (ctx: Pick<AppContext, 'config' | 'orm' | 'logger' | 'queue'>) => MailingBilling;
