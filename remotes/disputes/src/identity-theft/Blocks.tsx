import { formatCalendarDate, type IdentityTheftPath } from '@finx/contracts';
import { Card } from '@finx/design-system';
import { ActiveDispute } from '../ActiveDispute';
import { muted, stack } from '../ui';
import { plainList } from './ui';

/**
 * Step 3 once filed: each bureau's §605B request as a dispute card — preview and mail it by certified mail (or file
 * online), then its own clock: the block is due 4 business days after the bureau receives it.
 */
export function Blocks({ path, userId }: { path: IdentityTheftPath; userId: number }) {
  return (
    <Card
      title="3. Block it at each bureau"
      description={
        path.report ? `Resting on your FTC Identity Theft Report ${path.report.reportNumber}, filed ${formatCalendarDate(path.report.filedOn)}.` : undefined
      }
    >
      <div className={stack}>
        <p className={muted}>
          Each letter carries your FTC report and your ID as its last pages. The bureau must block the item within 4 business days of receiving it (FCRA
          §605B(a)); the clock starts when the letter is delivered.
        </p>
        <ul className={plainList}>
          {path.blocks.map((b) => (
            <ActiveDispute key={b.dispute.id} dispute={b.dispute} userId={userId} />
          ))}
        </ul>
      </div>
    </Card>
  );
}
