import { BUREAU_LABELS, FINDING_KIND_LABELS, formatDollars, isApiError, serverMessage, type Finding } from '@finx/contracts';
import { Badge, Button, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { DuplicateDisputeNotice, duplicateDispute, type DuplicateDispute } from '../../common/disputes/duplicate';
import { documentKeys } from '../../common/documents/queries';
import { itemTitle, muted, plainList, row, small, tabular, tile } from '../../common/documents/ui';
import { FindingConflict } from './FindingConflict';

const evidenceList = css({
  m: '0',
  p: '3',
  listStyle: 'none',
  bg: 'canvas',
  borderRadius: 'control',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
});
const link = css({
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const evidenceLine = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

/** What the processed reports show worth disputing (across bureaus), each with its reason, evidence and one-click filing. */
export function Findings({ findings, userId }: { findings: Finding[]; userId: number }) {
  if (findings.length === 0) {
    return (
      <p className={muted}>
        Nothing in your processed reports stands out as disputable: no differences between bureaus, duplicates, items past the reporting period or accounts that
        contradict themselves. Any item you find wrong can still be disputed from your{' '}
        <Link to="/credit-file" className={link}>
          Credit File
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className={plainList} aria-label="Suggested disputes">
      {findings.map((f) => (
        <FindingItem key={f.key} finding={f} userId={userId} />
      ))}
    </ul>
  );
}

const account = (f: Finding) => `${f.creditor}${f.accountNumberLast4 ? ` ****${f.accountNumberLast4}` : ''}`;

/** One finding with its evidence and one-click filing (the Document Center's list, and an account of the credit file). */
export function FindingItem({ finding: f, userId }: { finding: Finding; userId: number }) {
  const queryClient = useQueryClient();
  const [duplicate, setDuplicate] = useState<DuplicateDispute | null>(null);
  const refresh = () => {
    for (const key of [documentKeys.findings, documentKeys.creditFile, ['disputes', userId]]) void queryClient.invalidateQueries({ queryKey: key });
  };
  const file = useMutation({
    mutationFn: () => api.documents.fileFinding({ params: { key: f.key }, body: {} }),
    onSuccess: () => {
      setDuplicate(null);
      // saved, not sent: nothing reaches the bureau (and no deadline runs) until the letter is mailed and delivered
      toast({
        title: 'Dispute saved',
        description: `${account(f)} at ${BUREAU_LABELS[f.bureau]}. Next: generate your letters in AI Letters and mail them — the bureau's 30 days start when it receives yours.`,
        tone: 'success',
      });
      refresh();
    },
    onError: (err) => {
      // that account has an open dispute at that bureau already (filed elsewhere, or in another tab): link to it
      setDuplicate(duplicateDispute(err));
      // filed meanwhile (another tab, the credit file): the list as it now stands
      if (isApiError(err) && (err.code === 'conflict' || err.code === 'duplicate_dispute')) refresh();
      toast({ title: 'Dispute Not Filed', description: serverMessage(err, 'Failed to file the dispute. Please try again.'), tone: 'destructive' });
    },
  });
  const filed = f.disputeId !== null;
  return (
    <li className={tile} aria-label={`${FINDING_KIND_LABELS[f.kind]}: ${account(f)}, ${BUREAU_LABELS[f.bureau]}`}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <p className={itemTitle}>{FINDING_KIND_LABELS[f.kind]}</p>
        <div className={row}>
          <Badge tone="info">{BUREAU_LABELS[f.bureau]}</Badge>
          {filed && <Badge tone="success">Filed</Badge>}
        </div>
      </div>
      <p className={cx(small, tabular)}>
        {account(f)}
        {f.amount !== null && ` · ${formatDollars(f.amount)}`}
      </p>
      <p className={css({ m: '0', fontSize: 'sm' })}>{f.reason}</p>
      {f.conflict && <FindingConflict conflict={f.conflict} />}
      {f.evidence.length > 0 && (
        <ul className={evidenceList} aria-label="Evidence">
          {f.evidence.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a finding's evidence lines are fixed, never reordered, and may repeat
            <li key={i} className={evidenceLine}>
              <EvidenceLine bureau={e.bureau} text={e.text} />
            </li>
          ))}
        </ul>
      )}
      {filed && (
        <p className={small}>
          <Link to={`/disputes#dispute-${f.disputeId}`} className={link} aria-label={`See the dispute: ${account(f)} with ${BUREAU_LABELS[f.bureau]}`}>
            See the dispute
          </Link>
        </p>
      )}
      {duplicate && <DuplicateDisputeNotice duplicate={duplicate} />}
      {!filed && (
        <div>
          <Button
            size="sm"
            onPress={() => file.mutate()}
            isPending={file.isPending}
            pendingLabel="Filing..."
            aria-label={`File dispute: ${account(f)} with ${BUREAU_LABELS[f.bureau]}`}
          >
            File dispute
          </Button>
        </div>
      )}
    </li>
  );
}

/** One line of a reading, with the bureau it came from in bold (the line may name it already). */
function EvidenceLine({ bureau, text }: { bureau: Finding['evidence'][number]['bureau']; text: string }) {
  const label = bureau ? `${BUREAU_LABELS[bureau]}: ` : '';
  const rest = label && text.startsWith(label) ? text.slice(label.length) : text;
  return (
    <>
      {label && <strong className={css({ fontFamily: 'body' })}>{label}</strong>}
      {rest}
    </>
  );
}
