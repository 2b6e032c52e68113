/**
 * A second open dispute of one account at one bureau is refused (`duplicate_dispute`: `{ error, disputeId, href }`): the form
 * says so and links to the dispute already open (`/disputes#dispute-12`, which the disputes screen shows).
 */
import { isApiError } from '@finx/contracts/session';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';

/**
 * The notice after filing (New Dispute form, the dashboard's Start New Dispute): the dispute is saved; nothing
 * reaches the bureau, and no deadline runs, until the letter is mailed and delivered.
 */
export const DISPUTE_SAVED = {
  title: 'Dispute saved',
  description: "Next: preview your letter and send it by certified mail — the bureau's 30 days start when it receives it.",
} as const;

export type DuplicateDispute = { error: string; disputeId: number; href: string };

/** The open dispute a `duplicate_dispute` refusal names, or null for any other failure. */
export function duplicateDispute(err: unknown): DuplicateDispute | null {
  if (!isApiError(err) || err.code !== 'duplicate_dispute') return null;
  try {
    const body = JSON.parse(err.bodyText) as Partial<DuplicateDispute> | null;
    if (!body || typeof body.disputeId !== 'number') return null;
    const href = typeof body.href === 'string' && body.href.startsWith('/') && !body.href.startsWith('//') ? body.href : `/disputes#dispute-${body.disputeId}`;
    return {
      error: typeof body.error === 'string' && body.error ? body.error : 'This account already has an open dispute at this bureau.',
      disputeId: body.disputeId,
      href,
    };
  } catch {
    return null;
  }
}

const notice = css({
  m: '0',
  p: '3',
  fontSize: 'sm',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'warning',
  bg: 'surface',
  overflowWrap: 'anywhere',
  '& a': {
    color: 'accent',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
});

/** The server's words and the link to the dispute already open. */
export function DuplicateDisputeNotice({ duplicate }: { duplicate: DuplicateDispute }) {
  return (
    <p className={notice} data-duplicate-dispute={duplicate.disputeId}>
      {duplicate.error} <Link to={duplicate.href}>See the open dispute</Link>
    </p>
  );
}
