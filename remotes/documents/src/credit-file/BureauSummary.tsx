/** The head of the credit file: each bureau's report (score, model, date, file), the bureaus still missing, and doubtful readings. */
import { BUREAU_LABELS, BUREAUS, formatTimestamp, type CreditFileBureau } from '@finx/contracts';
import { Badge, buttonStyle, Card } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { muted, small } from '../../../common/documents/ui';
import { bureauList, isDoubtful, reportDay, scoreLabel } from './format';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', listStyle: 'none', m: '0', p: '0' });
const cell = css({ display: 'flex', minWidth: '0', '& > *': { flex: '1' } });
const missingCard = css({ borderStyle: 'dashed!', bg: 'transparent!' });
const score = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums', m: '0' });
const note = css({
  m: '0',
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'warning/40',
  bg: 'warning.subtle',
  fontSize: 'sm',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  '& ul': { m: '0', pl: '5', listStyle: 'disc' },
});
const fileName = css({ overflowWrap: 'anywhere' });

function BureauCard({ report: b }: { report: CreditFileBureau }) {
  const doubtful = isDoubtful(b);
  return (
    <li className={cell} aria-label={BUREAU_LABELS[b.bureau]}>
      <Card as="article" title={BUREAU_LABELS[b.bureau]} headingLevel={3}>
        {b.score !== null ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <p className={score}>{b.score}</p>
            <p className={small}>{scoreLabel(b)}</p>
          </div>
        ) : (
          <p className={muted}>No score in this report{b.reportDate ? ` · ${reportDay(b.reportDate)}` : ''}</p>
        )}
        <p className={cx(small, fileName)}>
          From {b.fileName} · uploaded {formatTimestamp(b.uploadDate)}
        </p>
        {doubtful && (
          <div role="note" className={note} aria-label={`${BUREAU_LABELS[b.bureau]}: check this reading`}>
            <p className={css({ m: '0', fontWeight: 'semibold' })}>Some of this report may have been misread: check it against your report.</p>
            {b.failedChecks.length > 0 && (
              <>
                <p className={css({ m: '0' })}>The report's own totals did not match what was read:</p>
                <ul>
                  {b.failedChecks.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </>
            )}
            {b.confidence !== null && <p className={css({ m: '0' })}>Reading confidence {Math.round(b.confidence * 100)}%.</p>}
          </div>
        )}
      </Card>
    </li>
  );
}

/** One card per bureau in BUREAUS order: its report, or a prompt to upload the missing one. */
export function BureauSummary({ bureaus }: { bureaus: CreditFileBureau[] }) {
  const missing = BUREAUS.filter((b) => !bureaus.some((r) => r.bureau === b));
  return (
    <>
      <ul className={grid} aria-label="Your reports">
        {BUREAUS.map((name) => {
          const report = bureaus.find((r) => r.bureau === name);
          return report ? (
            <BureauCard key={name} report={report} />
          ) : (
            <li key={name} className={cell} aria-label={BUREAU_LABELS[name]}>
              <Card as="article" title={BUREAU_LABELS[name]} headingLevel={3} className={missingCard}>
                <Badge tone="neutral" className={css({ alignSelf: 'flex-start' })}>
                  No report yet
                </Badge>
              </Card>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <p className={muted}>
            No {bureauList(missing, 'or')} report yet: each bureau keeps its own file, and an error often shows at one bureau only. Your reports are free every
            week at AnnualCreditReport.com.
          </p>
          <Link to="/document-center" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
            Upload a report
          </Link>
        </div>
      )}
    </>
  );
}
