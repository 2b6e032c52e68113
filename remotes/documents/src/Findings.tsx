import { BUREAU_LABELS, FINDING_KIND_LABELS, isApiError, serverMessage, type Finding } from '@finx/contracts';
import { Badge, Button, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../common/api';
import { documentKeys } from '../../common/documents/queries';
import { itemTitle, muted, plainList, row, small, tabular, tile } from '../../common/documents/ui';
import { dollars } from './format';

const evidenceList = css({ m: '0', p: '3', listStyle: 'none', bg: 'canvas', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });
const evidenceLine = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

/** What the processed reports show worth disputing (across bureaus), each with its reason, evidence and one-click filing. */
export function Findings({ findings, userId }: { findings: Finding[]; userId: number }) {
  if (findings.length === 0) {
    return <p className={muted}>Nothing in your processed reports stands out as disputable: no differences between bureaus, duplicates or items past the reporting period.</p>;
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

function FindingItem({ finding: f, userId }: { finding: Finding; userId: number }) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.findings });
    void queryClient.invalidateQueries({ queryKey: ['disputes', userId] });
  };
  const file = useMutation({
    mutationFn: () => api.documents.fileFinding({ params: { key: f.key }, body: {} }),
    onSuccess: () => {
      toast({ title: 'Dispute Filed', description: `${account(f)} is disputed with ${BUREAU_LABELS[f.bureau]}. Follow it on the Disputes page.`, tone: 'success' });
      refresh();
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409) refresh(); // filed already (another tab): show it as filed
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
        {f.amount !== null && ` · ${dollars(f.amount)}`}
      </p>
      <p className={css({ m: '0', fontSize: 'sm' })}>{f.reason}</p>
      {f.evidence.length > 0 && (
        <ul className={evidenceList} aria-label="Evidence">
          {f.evidence.map((e, i) => (
            <li key={i} className={evidenceLine}>
              <EvidenceLine bureau={e.bureau} text={e.text} />
            </li>
          ))}
        </ul>
      )}
      {!filed && (
        <div>
          <Button size="sm" onPress={() => file.mutate()} isPending={file.isPending} pendingLabel="Filing..." aria-label={`File dispute: ${account(f)} with ${BUREAU_LABELS[f.bureau]}`}>
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
