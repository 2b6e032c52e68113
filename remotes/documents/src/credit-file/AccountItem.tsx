import { type ACCOUNT_FIELDS_COMPARED, BUREAU_LABELS, type AccountAtBureau, type CreditFileAccount } from '@finx/contracts';
import { Badge } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import type { ReactNode } from 'react';
import { itemTitle, row, small, tabular, tile } from '../../../common/documents/ui';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_TYPE_LABELS, accountName, bureauList, isCollection, money, PAYMENT_STATUS_LABELS, percent, reportDay } from './format';
import { AccountFindings } from './AccountFindings';
import { CompanyLetterLinks } from './CompanyLetterLinks';
import { DisputeThis, OpenDisputes, Sources, type SourceLine } from './ItemParts';
import { cardUtilization, ScoreWhatIf } from './ScoreWhatIf';

const negativeTile = css({ borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'danger' });
const header = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: '3',
  m: '0',
});
const fact = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  minWidth: '0',
  '& dt': { fontSize: 'xs', color: 'text.secondary' },
  '& dd': { m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
});
const tableBox = css({ overflowX: 'auto', maxWidth: '100%', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border', borderRadius: 'control' });
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { textAlign: 'left', px: '3', py: '2', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border' },
  // the field names on one line; a long value ('1 × 30 days, 1 × 60 days, 3 × 90+ days late') wraps, so three bureaus fit a computer's width
  '& th': { whiteSpace: 'nowrap' },
  '& td': { minWidth: '8rem' },
  '& tbody tr:last-child th, & tbody tr:last-child td': { borderBottomWidth: '0' },
  '& thead th': { fontSize: 'xs', color: 'text.secondary', fontWeight: 'semibold', bg: 'canvas' },
  '& tbody th': { fontWeight: 'medium', color: 'text.secondary' },
  // the field names stay in view while the bureaus scroll sideways (phones)
  '& th:first-child': { position: 'sticky', left: '0', zIndex: '1' },
  '& tbody th:first-child': { bg: 'raised' },
});
// a differing row: its name in primary text with a warning bar and a 'Differs' badge, its values bold (not colour alone)
const differs = css({
  '& th': { color: 'text.primary!', boxShadow: 'inset 3px 0 0 token(colors.warning)' },
  '& td': { color: 'text.primary', fontWeight: 'semibold' },
});
const historyLine = css({ m: '0', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });

const FIELD_LABELS: Record<string, string> = {
  creditor: 'Creditor',
  accountNumberMasked: 'Account number',
  type: 'Type',
  status: 'Status',
  paymentStatus: 'Payment status',
  balance: 'Balance',
  creditLimit: 'Limit',
  highBalance: 'High balance',
  utilization: 'Utilization',
  latePayments: 'Late payments',
  opened: 'Opened',
  closed: 'Closed',
  dateOfFirstDelinquency: 'First delinquency',
  removalDate: 'Removal date',
  originalCreditor: 'Original creditor',
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** '2 × 30 days, 1 × 60 days late' or 'No late payments'. */
export function lateText({ late30, late60, late90 }: AccountAtBureau['latePayments']): string {
  const parts = [
    [late30, '30'],
    [late60, '60'],
    [late90, '90+'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, days]) => `${n} × ${days} days`);
  return parts.length === 0 ? 'No late payments' : `${parts.join(', ')} late`;
}

type Row = {
  field: (typeof ACCOUNT_FIELDS_COMPARED)[number] | 'utilization' | 'opened' | 'closed' | 'removalDate';
  label: string;
  value: (b: AccountAtBureau) => ReactNode;
};
const ROWS: Row[] = [
  { field: 'status', label: 'Status', value: (b) => (b.status ? ACCOUNT_STATUS_LABELS[b.status] : '—') },
  { field: 'paymentStatus', label: 'Payment status', value: (b) => (b.paymentStatus ? PAYMENT_STATUS_LABELS[b.paymentStatus] : '—') },
  { field: 'balance', label: 'Balance', value: (b) => money(b.balance) },
  { field: 'creditLimit', label: 'Limit', value: (b) => money(b.creditLimit) },
  { field: 'utilization', label: 'Utilization', value: (b) => percent(b.utilization) },
  { field: 'latePayments', label: 'Late payments', value: (b) => lateText(b.latePayments) },
  { field: 'opened', label: 'Opened', value: (b) => reportDay(b.opened) || '—' },
  { field: 'closed', label: 'Closed', value: (b) => reportDay(b.closed) || '—' },
  { field: 'removalDate', label: 'Reported until', value: (b) => reportDay(b.removalDate) || '—' },
];
/** Rows shown only when some bureau gives a value. */
const OPTIONAL: Partial<Record<Row['field'], (b: AccountAtBureau) => unknown>> = { closed: (b) => b.closed, removalDate: (b) => b.removalDate };
const shown = (r: Row, bureaus: AccountAtBureau[]) => !OPTIONAL[r.field] || bureaus.some((b) => OPTIONAL[r.field]!(b));

/** Where each value of the account was read, bureau by bureau (the report itself when the reader kept no line). */
function sourceLines(a: CreditFileAccount): SourceLine[] {
  const several = a.bureaus.length > 1;
  return a.bureaus.flatMap((b) => {
    const by = several ? ` (${BUREAU_LABELS[b.bureau]})` : '';
    const fields = Object.entries(b.fieldSources);
    return fields.length > 0
      ? fields.map(([field, source]) => ({ label: `${fieldLabel(field)}${by}`, source }))
      : [{ label: `${BUREAU_LABELS[b.bureau]} report`, source: b.source }];
  });
}

/**
 * One account of the file: what it is, what the bureaus report of it (side by side where they disagree), its
 * late payments as the reports count them, where each value was read, and "Dispute this".
 */
export function AccountItem({ account: a }: { account: CreditFileAccount }) {
  const name = accountName(a);
  const headingId = `account-${a.key}`;
  const first = a.bureaus[0];
  const sideBySide = a.bureaus.length > 1 && a.disagreements.length > 0;
  const disagree = new Set<string>(a.disagreements);
  return (
    <li className={cx(tile, a.negative && negativeTile)} aria-labelledby={headingId}>
      <div className={header}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
          <div className={row}>
            <h3 id={headingId} className={itemTitle}>
              {name}
            </h3>
            {a.negative && <Badge tone="danger">Negative</Badge>}
            {sideBySide && <Badge tone="warning">Bureaus disagree</Badge>}
          </div>
          <p className={cx(small, tabular)}>
            {[
              a.type && ACCOUNT_TYPE_LABELS[a.type],
              a.originalCreditor && `Original creditor: ${a.originalCreditor}`,
              `Reported by ${bureauList(a.bureaus.map((b) => b.bureau))}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <DisputeThis item={{ key: a.key, kind: 'account', name, bureaus: a.bureaus.map((b) => b.bureau), disputes: a.disputes, collection: isCollection(a) }} />
      </div>
      <OpenDisputes disputes={a.disputes} />
      <AccountFindings itemKey={a.key} name={name} />
      <CompanyLetterLinks itemKey={a.key} name={name} />

      {sideBySide ? (
        <>
          <p className={cx(small, css({ color: 'warning' }))}>
            The bureaus report this account differently: {a.disagreements.map((f) => fieldLabel(f).toLowerCase()).join(', ')}. A difference is often worth
            disputing.
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable sideways on a phone: focusable so a keyboard can scroll the table */}
          <section className={tableBox} aria-label={`${name}: what each bureau reports`} tabIndex={0}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>Field</span>
                  </th>
                  {a.bureaus.map((b) => (
                    <th key={b.bureau} scope="col">
                      {BUREAU_LABELS[b.bureau]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.filter((r) => shown(r, a.bureaus)).map((r) => (
                  <tr key={r.field} className={disagree.has(r.field) ? differs : undefined} data-differs={disagree.has(r.field) || undefined}>
                    <th scope="row">
                      {r.label}
                      {disagree.has(r.field) && (
                        <>
                          {' '}
                          <Badge tone="warning">Differs</Badge>
                        </>
                      )}
                    </th>
                    {a.bureaus.map((b) => (
                      <td key={b.bureau}>{r.value(b)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : (
        first && (
          <>
            <dl className={facts} aria-label={`${name}: details`}>
              {ROWS.filter((r) => r.field !== 'latePayments' && shown(r, [first])).map((r) => (
                <div key={r.field} className={fact}>
                  <dt>{r.label}</dt>
                  <dd>{r.value(first)}</dd>
                </div>
              ))}
            </dl>
            <p className={historyLine}>
              <span className={css({ color: 'text.secondary' })}>Payment history: </span>
              {lateText(first.latePayments)}
            </p>
          </>
        )
      )}
      <ScoreWhatIf item={{ key: a.key, name, cardUtilization: cardUtilization(a) }} />
      <Sources lines={sourceLines(a)} />
    </li>
  );
}
