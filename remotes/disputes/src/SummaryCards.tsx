import { isActiveDispute, type Dispute } from '@finx/contracts';
import { Card, Skeleton, Stat } from '@finx/design-system';
import { grid } from '@finx/design-system/patterns';

/** Resolved ÷ all disputes, as a rounded percent; 0 with none (spec part 1 §2). */
export function successRate(disputes: Dispute[]): number {
  if (disputes.length === 0) return 0;
  const resolved = disputes.filter((d) => d.status === 'resolved').length;
  return Math.round((resolved / disputes.length) * 100);
}

const summaryGrid = grid({ columns: { base: 1, md: 3 }, gap: '4' });

function SummaryCard({ label, value, hint }: { label: string; value: number | string | undefined; hint: string }) {
  return (
    <Card as="section" aria-label={label} aria-busy={value === undefined}>
      {/* Label and hint are known before the data: only the number waits, in a text-shaped placeholder. */}
      <Stat label={label} value={value ?? <Skeleton text="00" />} hint={hint} />
    </Card>
  );
}

/** Active Disputes (every status but resolved), Resolved Disputes and Success Rate; placeholders while loading. */
export function SummaryCards({ disputes }: { disputes: Dispute[] | undefined }) {
  const active = disputes?.filter(isActiveDispute).length;
  const resolved = disputes?.filter((d) => d.status === 'resolved').length;
  return (
    <div className={summaryGrid}>
      <SummaryCard label="Active Disputes" value={active} hint="Waiting for a letter or the bureau's answer" />
      <SummaryCard label="Resolved Disputes" value={resolved} hint="Deleted or updated by the bureau" />
      <SummaryCard label="Success Rate" value={disputes && `${successRate(disputes)}%`} hint="Resolved out of all disputes filed" />
    </div>
  );
}
