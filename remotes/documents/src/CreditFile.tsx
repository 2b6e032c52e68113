import './index.css';
import type { CreditFile as File } from '@finx/contracts';
import { buttonStyle, EmptyState, PageHeader, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { documentQueries } from '../../common/documents/queries';
import { muted, plainList, small, tile } from '../../common/documents/ui';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { AccountItem } from './credit-file/AccountItem';
import { BureauSummary } from './credit-file/BureauSummary';
import { Inquiries, PublicRecords } from './credit-file/OtherItems';
import { useSessionUser } from '../../common/useSessionUser';

const page = css({ display: 'flex', flexDirection: 'column', gap: '8', minWidth: '0' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' });
const counts = css({ m: '0', fontSize: 'sm', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' });

function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {description && <p className={muted}>{description}</p>}
      </div>
      {children}
    </section>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Credit File (/credit-file): the newest processed report of each bureau as one file — the bureaus' scores and
 * reports, then every account (negative first, the bureaus side by side where they disagree), the inquiries and
 * the public records, each value with where it was read and each item with "Dispute this".
 */
export default function CreditFile() {
  useDocumentTitle('Credit File');
  const singletons = useSingletonCheck('documents');
  const userId = useSessionUser()?.id;
  const file = useQuery({ ...documentQueries.creditFile(), enabled: userId !== undefined });

  return (
    <section data-remote="documents" data-singletons={singletons} className={page}>
      <PageHeader
        title="Credit File"
        subtitle="Your credit reports as one file: what each bureau reports, where every value was read, and a way to dispute what is wrong."
        className={css({ mb: '0' })}
      />
      {file.isError ? (
        <QueryError what="your credit file" onRetry={() => void file.refetch()} isRetrying={file.isFetching} />
      ) : !file.data ? (
        <CreditFileSkeleton />
      ) : file.data.bureaus.length === 0 ? (
        <EmptyState
          title="Your credit file is empty"
          description="Upload a credit report from Experian, Equifax or TransUnion: FinX reads it and shows every account, inquiry and public record here. A report you just uploaded shows once it is processed."
          action={
            <Link to="/document-center" className={buttonStyle({ variant: 'primary' })}>
              Upload a credit report
            </Link>
          }
        />
      ) : (
        <FileView file={file.data} />
      )}
    </section>
  );
}

function FileView({ file }: { file: File }) {
  const negative = file.accounts.filter((a) => a.negative).length;
  const hard = file.inquiries.filter((i) => i.inquiryKind === 'hard').length;
  return (
    <>
      <Section id="credit-file-reports" title="Your reports" description="The newest processed report of each bureau.">
        <BureauSummary bureaus={file.bureaus} />
        <p className={counts}>
          {plural(file.accounts.length, 'account')} ({negative} negative) · {plural(hard, 'hard inquiry', 'hard inquiries')} ·{' '}
          {plural(file.publicRecords.length, 'public record')}
        </p>
      </Section>
      <Section
        id="credit-file-accounts"
        title="Accounts"
        description="Negative items first. Payment history is the count of late payments each report gives (30, 60 and 90+ days late); where a report dates its month-by-month grid, FinX checks it against the account's own status and dates."
      >
        {file.accounts.length === 0 ? (
          <p className={muted}>Your reports list no accounts.</p>
        ) : (
          <ul className={plainList} aria-label="Accounts">
            {file.accounts.map((a) => (
              <AccountItem key={a.key} account={a} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="credit-file-inquiries" title="Inquiries">
        <Inquiries inquiries={file.inquiries} />
      </Section>
      <Section id="credit-file-records" title="Public records">
        <PublicRecords records={file.publicRecords} />
      </Section>
    </>
  );
}

function CreditFileSkeleton() {
  return (
    <div aria-busy="true" className={page}>
      <VisuallyHidden>Loading your credit file…</VisuallyHidden>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4' })}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={tile}>
            <Skeleton width="40%" height={18} />
            <Skeleton width={72} height={36} />
            <p className={small}>
              <Skeleton text="FICO Score 8 · Feb 9, 2026" />
            </p>
          </div>
        ))}
      </div>
      <div className={section}>
        <Skeleton width={120} height={22} />
        {[0, 1, 2].map((i) => (
          <div key={i} className={tile}>
            <Skeleton width="50%" height={18} />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </div>
  );
}
