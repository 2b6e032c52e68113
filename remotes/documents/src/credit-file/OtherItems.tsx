/** The inquiries (hard apart from soft) and the public records of the credit file, each with "Dispute this". */
import { BUREAU_LABELS, type CreditFileInquiry, type CreditFilePublicRecord } from '@finx/contracts';
import { Badge } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { itemTitle, muted, plainList, row, small, tabular, tile } from '../../../common/documents/ui';
import { INQUIRY_KIND_LABELS, money, reportDay } from './format';
import { DisputeThis, OpenDisputes, Sources } from './ItemParts';
import { ScoreWhatIf } from './ScoreWhatIf';

const header = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const groupTitle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const bureauFacts = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });
const bureauFact = css({ px: '2', py: '0.5', bg: 'canvas', borderRadius: 'control' });
const negativeTile = css({ borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'danger' });

const inquiryName = (i: CreditFileInquiry) => `${INQUIRY_KIND_LABELS[i.inquiryKind]}: ${i.creditor}`;

function InquiryItem({ inquiry: i }: { inquiry: CreditFileInquiry }) {
  const name = inquiryName(i);
  const several = i.bureaus.length > 1;
  return (
    <li className={tile} aria-label={name}>
      <div className={header}>
        <div className={row}>
          <p className={itemTitle}>{i.creditor}</p>
          <Badge tone={i.inquiryKind === 'hard' ? 'warning' : 'neutral'}>{INQUIRY_KIND_LABELS[i.inquiryKind]}</Badge>
          <ul className={bureauFacts} aria-label="Reported by">
            {i.bureaus.map((b) => (
              <li key={b.bureau} className={bureauFact}>
                {BUREAU_LABELS[b.bureau]} · {reportDay(b.date) || 'no date given'}
              </li>
            ))}
          </ul>
        </div>
        <DisputeThis item={{ key: i.key, kind: 'inquiry', name, bureaus: i.bureaus.map((b) => b.bureau), disputes: i.disputes }} />
      </div>
      <OpenDisputes disputes={i.disputes} />
      {i.inquiryKind === 'hard' && <ScoreWhatIf item={{ key: i.key, name }} />}
      <Sources lines={i.bureaus.map((b) => ({ label: several ? `Inquiry (${BUREAU_LABELS[b.bureau]})` : 'Inquiry', source: b.source }))} />
    </li>
  );
}

/** Hard inquiries (they count against the score) apart from soft ones (they never do). */
export function Inquiries({ inquiries }: { inquiries: CreditFileInquiry[] }) {
  const hard = inquiries.filter((i) => i.inquiryKind === 'hard');
  const soft = inquiries.filter((i) => i.inquiryKind !== 'hard');
  if (inquiries.length === 0) return <p className={muted}>Your reports list no inquiries.</p>;
  return (
    <>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h3 className={groupTitle}>Hard inquiries ({hard.length})</h3>
        <p className={muted}>A lender checked your credit when you applied: each can lower your score a little for up to a year, and shows for two.</p>
        {hard.length === 0 ? (
          <p className={muted}>No hard inquiries.</p>
        ) : (
          <ul className={plainList} aria-label="Hard inquiries">
            {hard.map((i) => (
              <InquiryItem key={i.key} inquiry={i} />
            ))}
          </ul>
        )}
      </div>
      {soft.length > 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h3 className={groupTitle}>Soft inquiries ({soft.length})</h3>
          <p className={muted}>Checks for offers, account reviews and your own checks: they don't affect your score and only you can see them.</p>
          <ul className={plainList} aria-label="Soft inquiries">
            {soft.map((i) => (
              <InquiryItem key={i.key} inquiry={i} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

const recordName = (r: CreditFilePublicRecord) => `${r.type}${r.court ? ` (${r.court})` : ''}`;

function PublicRecordItem({ record: r }: { record: CreditFilePublicRecord }) {
  const name = recordName(r);
  const headingId = `record-${r.key}`;
  const several = r.bureaus.length > 1;
  return (
    <li className={cx(tile, negativeTile)} aria-labelledby={headingId}>
      <div className={header}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
          <div className={row}>
            <h3 id={headingId} className={itemTitle}>
              {r.type}
            </h3>
            <Badge tone="danger">Negative</Badge>
          </div>
          <p className={cx(small, tabular)}>{[r.court, r.filed && `Filed ${reportDay(r.filed)}`].filter(Boolean).join(' · ')}</p>
        </div>
        <DisputeThis item={{ key: r.key, kind: 'public_record', name, bureaus: r.bureaus.map((b) => b.bureau), disputes: r.disputes }} />
      </div>
      <ul className={bureauFacts} aria-label="Reported by">
        {r.bureaus.map((b) => (
          <li key={b.bureau} className={bureauFact}>
            {[BUREAU_LABELS[b.bureau], b.status, b.amount !== null && money(b.amount)].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ul>
      <OpenDisputes disputes={r.disputes} />
      <ScoreWhatIf item={{ key: r.key, name }} />
      <Sources lines={r.bureaus.map((b) => ({ label: several ? `Record (${BUREAU_LABELS[b.bureau]})` : 'Record', source: b.source }))} />
    </li>
  );
}

export function PublicRecords({ records }: { records: CreditFilePublicRecord[] }) {
  if (records.length === 0) return <p className={muted}>No public records: no bankruptcies, judgments or liens in your reports.</p>;
  return (
    <ul className={plainList} aria-label="Public records">
      {records.map((r) => (
        <PublicRecordItem key={r.key} record={r} />
      ))}
    </ul>
  );
}
