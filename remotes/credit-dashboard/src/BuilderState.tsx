import { builderAccountStateText, type BuilderAccount } from '@finx/contracts';
import { Badge, toast, VisuallyHidden, type Tone } from '@finx/design-system';
import { textLink as link } from '../../common/public/styles';

const BADGE: Record<BuilderAccount['status'], { label: string; tone: Tone }> = {
  requested: { label: 'Requested', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};

/** 'Requested' / 'Active' / 'Closed'. */
export const BuilderStatusBadge = ({ account, className }: { account: Pick<BuilderAccount, 'status'>; className?: string }) => (
  <Badge tone={BADGE[account.status].tone} className={className}>
    {BADGE[account.status].label}
  </Badge>
);

/**
 * A request's state in words, its last part the partner's site: "Request sent to Kikoff — finish on Kikoff's site"
 * until the partner confirms it (or that nothing was sent, when no webhook of that partner is on).
 */
export function BuilderRequestLine({ account, className }: { account: BuilderAccount; className?: string }) {
  const text = builderAccountStateText(account);
  if (account.status !== 'requested') return <p className={className}>{text}</p>;
  const [before, site] = text.split(' — ');
  return (
    <p className={className}>
      {before} —{' '}
      <a href={account.signupUrl} target="_blank" rel="noopener noreferrer" className={link}>
        {site}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </p>
  );
}

/** The toast after a request: what was sent (or that nothing was), and where to finish. */
export function requestToast(account: BuilderAccount) {
  toast({
    title: account.partnerNotified ? 'Request Sent' : 'Request Saved',
    description: `${builderAccountStateText(account)}.`,
    tone: account.partnerNotified ? 'success' : 'info',
  });
}
