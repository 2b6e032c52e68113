/** What every item of the credit file has: where its values were read, its open disputes and "Dispute this". */
import { BUREAU_LABELS, type Bureau, type Provenance } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { useState } from 'react';
import { row } from '../../../common/documents/ui';
import { DisputeDialog, type DisputableItem } from './DisputeDialog';
import { provenanceText } from './format';

/** A disclosure under an item ("Where this came from", "What would this do to my FinX Score?"). */
export const details = css({
  fontSize: 'sm',
  '& summary': { cursor: 'pointer', color: 'accent.hover', width: 'fit-content', borderRadius: 'control' },
  '& summary:hover': { color: 'text.primary' },
});
const sourceList = css({
  listStyle: 'none',
  m: '0',
  mt: '2',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  fontSize: 'xs',
  color: 'text.secondary',
  overflowWrap: 'anywhere',
  '& strong': { color: 'text.primary', fontWeight: 'semibold' },
});
const disputedLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  borderWidth: '1px',
  borderStyle: 'solid',
  bg: 'info.subtle',
  color: 'info',
  borderColor: 'info/40',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});

/** One value and where it was read. */
export type SourceLine = { label: string; source: Provenance };

/** "Where this came from": each value of the item with the file, page and text it was read from. */
export function Sources({ lines }: { lines: SourceLine[] }) {
  if (lines.length === 0) return null;
  return (
    <details className={details}>
      <summary>Where this came from</summary>
      <ul className={sourceList}>
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the source lines of one value are fixed, never reordered
          <li key={i}>
            <strong>{l.label}:</strong> {provenanceText(l.source)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** "Disputed with Experian" for each open dispute of the item, each a link to it on the Disputes screen. */
export function OpenDisputes({ disputes }: { disputes: readonly { bureau: Bureau; disputeId: number; round: number }[] }) {
  if (disputes.length === 0) return null;
  return (
    <div className={row}>
      {disputes.map((d) => (
        <Link key={d.disputeId} to={`/disputes#dispute-${d.disputeId}`} className={disputedLink}>
          Disputed with {BUREAU_LABELS[d.bureau]}
          {d.round > 1 ? ` · round ${d.round}` : ''}
        </Link>
      ))}
    </div>
  );
}

/** The item's "Dispute this" button and its dialog. */
export function DisputeThis({ item }: { item: DisputableItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)} aria-label={`Dispute this: ${item.name}`}>
        Dispute this
      </Button>
      {open && <DisputeDialog item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
