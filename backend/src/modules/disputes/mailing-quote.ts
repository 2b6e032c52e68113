import type { Bureau, MailingQuote } from '@finx/contracts';
import { BUREAU_ADDRESSES } from './letters/bureau-addresses';
import type { PiecesQuote } from './mailing-billing';

/** A piece as the confirmation names it: the package (or dispute) and the bureau it goes to. */
export interface QuotedMailing {
  packageId: string | null;
  disputeId: number | null;
  bureau: Bureau;
  items: number;
}

/** The quote the user confirms (issue 26): each piece with its recipient's address, its price and how it is paid. */
export function quoteView(quote: PiecesQuote, pieces: QuotedMailing[]): MailingQuote {
  return {
    pieces: pieces.map((p, i) => {
      const to = BUREAU_ADDRESSES[p.bureau];
      return {
        ...p,
        recipient: { name: to.name, lines: [to.line1, ...(to.line2 ? [to.line2] : []), `${to.city}, ${to.state} ${to.zip}`] },
        priceCents: quote.pieces[i]!.priceCents,
        paidBy: quote.pieces[i]!.paidBy,
      };
    }),
    totalCents: quote.totalCents,
    planId: quote.planId,
    planName: quote.planName,
    includedLeft: quote.includedLeft,
    payment: quote.payment,
  };
}
