import './index.css';
import { Button, EmptyState, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Tabs } from '@finx/design-system/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { afterReportsRead, documentQueries } from '../../common/documents/queries';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { disputesQuery, LettersSkeleton, LettersTab, waitingForLetter } from './LettersTab';
import { MailingTab } from './MailingTab';
import { hasPackageOnItsWay, TRACKING_REFRESH_MS, TrackingTab } from './TrackingTab';
import { UploadTab } from './UploadTab';
import { useSessionUser } from '../../common/useSessionUser';

type Tab = 'upload' | 'letters' | 'mailing' | 'tracking';

/**
 * Document Center (/document-center): Upload Documents, AI Letters, USPS Mailing and Tracking. Each later tab
 * needs what the one before it makes (spec part 2 §4): processed documents, then letters, then mailings.
 */
export default function DocumentCenter() {
  useDocumentTitle('Document Center');
  const singletons = useSingletonCheck('documents');
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;
  const [tab, setTab] = useState<Tab>('upload');

  const documents = useQuery({ ...documentQueries.documents(), enabled: userId !== undefined });
  const processedCount = documents.data?.filter((d) => d.status === 'processed').length ?? 0;
  const findings = useQuery({ ...documentQueries.findings(), enabled: userId !== undefined && processedCount > 0 });
  // disputes filed by hand need letters too: with one waiting, the AI Letters tab is open without a report
  const disputes = useQuery({ ...disputesQuery(userId ?? 0), enabled: userId !== undefined });
  const waiting = disputes.data ? waitingForLetter(disputes.data).length : disputes.isError ? 0 : undefined;
  // undefined while unknown: AI Letters needs a processed report or an open dispute waiting for its letter
  const lettersOpen = documents.data === undefined ? undefined : processedCount > 0 || (waiting === undefined ? undefined : waiting > 0);
  const packages = useQuery({
    ...documentQueries.packages(),
    enabled: userId !== undefined,
    refetchInterval: (q) => (hasPackageOnItsWay(q.state.data?.mailingPackages) ? TRACKING_REFRESH_MS : false),
  });

  useEffect(() => {
    if (processedCount > 0 && userId !== undefined) afterReportsRead(queryClient, userId);
  }, [processedCount, queryClient, userId]);

  const goTo = (to: Tab, label: string) => <Button onPress={() => setTab(to)}>{label}</Button>;
  const packagesRead = (render: (data: NonNullable<typeof packages.data>) => ReactNode) =>
    packages.isError ? (
      <QueryError what="your letters and mailings" onRetry={() => void packages.refetch()} isRetrying={packages.isFetching} />
    ) : packages.data && userId !== undefined ? (
      render(packages.data)
    ) : (
      <LettersSkeleton />
    );

  const letters = packages.data?.letters ?? [];
  const mailings = packages.data?.mailingPackages ?? [];

  return (
    <section data-remote="documents" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader
        title="Document Center"
        subtitle="Upload your credit reports and documents, generate AI dispute letters and mail them to the bureaus by USPS certified mail."
        className={css({ mb: '0' })}
      />
      <Tabs
        aria-label="Document Center steps"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={[
          { value: 'upload', label: 'Upload Documents', content: <UploadTab userId={userId} documents={documents} findings={findings} /> },
          {
            value: 'letters',
            label: 'AI Letters',
            content: documents.isError ? (
              <QueryError what="your documents" onRetry={() => void documents.refetch()} isRetrying={documents.isFetching} />
            ) : lettersOpen === false ? (
              <EmptyState
                title="Upload documents first"
                description="Letters are written for your open disputes: upload a credit report to dispute what it shows, or file a dispute on the Disputes screen."
                action={goTo('upload', 'Upload Documents')}
              />
            ) : lettersOpen ? (
              packagesRead((p) => <LettersTab userId={userId!} letters={p.letters} />)
            ) : (
              <LettersSkeleton />
            ),
          },
          {
            value: 'mailing',
            label: 'USPS Mailing',
            content: packagesRead((p) =>
              p.letters.length === 0 ? (
                <EmptyState
                  title="No letters to mail yet"
                  description="Generate your dispute letters first: each bureau's letter is then mailed as one certified package."
                  action={goTo('letters', 'Go to AI Letters')}
                />
              ) : (
                <MailingTab userId={userId!} letters={letters} mailings={mailings} />
              ),
            ),
          },
          {
            value: 'tracking',
            label: 'Tracking',
            content: packagesRead((p) =>
              p.mailingPackages.length === 0 ? (
                <EmptyState
                  title="Nothing mailed yet"
                  description="Once a package is mailed, its tracking number and every carrier event show here."
                  action={goTo('mailing', 'Go to USPS Mailing')}
                />
              ) : (
                <TrackingTab mailings={mailings} />
              ),
            ),
          },
        ]}
      />
    </section>
  );
}
