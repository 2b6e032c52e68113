import './index.css';
import { isActiveDispute, type CreateDisputeBody, type Dispute } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, Card, EmptyState, PageHeader, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { DisputeForm } from '../../common/disputes/DisputeForm';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { ActiveDispute, ActiveDisputeSkeleton } from './ActiveDispute';
import { DisputeHistory } from './DisputeHistory';
import { disputeQueries, useSessionUser } from './queries';
import { SummaryCards } from './SummaryCards';
import { useRefreshDisputes } from './useRefreshDisputes';
import { stack } from './ui';
import { QueryError } from '../../common/QueryError';

const FORM_ID = 'new-dispute';
/** How often the list is read again while a letter is in the mail (its tracking events arrive on the server). */
const TRACKING_REFRESH_MS = 4000;

const hasLetterInMail = (disputes: Dispute[] | undefined) =>
  !!disputes?.some((d) => d.mailing && ['queued', 'mailed', 'in_transit'].includes(d.mailing.status));

const columns = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' });
const itemList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '4' });

/** Moves to the New Dispute form's first field. */
function focusNewDisputeForm() {
  const first = document.getElementById(FORM_ID)?.querySelector<HTMLElement>('button, input');
  first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  first?.focus({ preventScroll: true });
}

/** Guardian (/disputes): the summary, the New Dispute form, the active disputes with their letters and deadlines, and the history. */
export default function Disputes() {
  useDocumentTitle('Disputes');
  const singletons = useSingletonCheck('disputes');
  const userId = useSessionUser()?.id;
  const list = useQuery({ ...disputeQueries.list(userId), refetchInterval: (q) => (hasLetterInMail(q.state.data) ? TRACKING_REFRESH_MS : false) });
  const disputes = list.data;
  const active = disputes?.filter(isActiveDispute) ?? [];

  return (
    <section data-remote="disputes" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader title="Guardian" subtitle="File disputes with the credit bureaus, send them by certified mail and track every response deadline." className={css({ mb: '0' })} />
      {list.isError ? <QueryError what="your disputes" onRetry={() => void list.refetch()} isRetrying={list.isFetching} /> : <SummaryCards disputes={disputes} />}
      <div className={columns}>
        <Card title="New Dispute" description="Fields marked * are required. The bureau has 30 days to investigate once it receives your letter.">
          {userId !== undefined && <NewDisputeForm userId={userId} />}
        </Card>
        <div className={stack}>
          {disputes?.length === 0 ? (
            <EmptyState
              title="No disputes filed yet"
              description="When your credit report shows an item that is wrong, not yours or too old, file a dispute: the bureau must investigate it."
              action={<Button onPress={focusNewDisputeForm}>File Your First Dispute</Button>}
            />
          ) : (
            !list.isError && (
              <>
                <Card title="Active Disputes">
                  {disputes === undefined ? (
                    <ul className={itemList} aria-busy="true">
                      <ActiveDisputeSkeleton />
                      <ActiveDisputeSkeleton />
                    </ul>
                  ) : active.length > 0 ? (
                    <ul className={itemList}>{userId !== undefined && active.map((d) => <ActiveDispute key={d.id} dispute={d} userId={userId} />)}</ul>
                  ) : (
                    <p className={css({ color: 'text.secondary', fontSize: 'sm', m: '0' })}>No active disputes: every dispute you filed is resolved.</p>
                  )}
                </Card>
                <Card title="Dispute History">{disputes && <DisputeHistory disputes={disputes.filter((d) => d.status === 'resolved')} />}</Card>
              </>
            )
          )}
        </div>
      </div>
    </section>
  );
}

/** The shared New Dispute form with this screen's notices. */
function NewDisputeForm({ userId }: { userId: number }) {
  const refresh = useRefreshDisputes(userId);
  const file = useMutation({
    mutationFn: (body: CreateDisputeBody) => api.disputes.create({ body }).then(successBody),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Dispute filed successfully with the credit bureau', tone: 'success' });
      refresh();
    },
    onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to file dispute. Please try again.'), tone: 'destructive' }),
  });
  return (
    <DisputeForm id={FORM_ID} userId={userId} onValid={file.mutateAsync} isPending={file.isPending}>
      <Button type="submit" isPending={file.isPending} pendingLabel="Filing..." className={css({ alignSelf: 'flex-start' })}>
        File Dispute
      </Button>
    </DisputeForm>
  );
}
