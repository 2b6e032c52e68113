import './index.css';
import { isActiveDispute, itemTypeOf, type CreateDisputeBody, type Dispute, type DisputeReason, type DisputeType } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, Card, EmptyState, PageHeader, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useLocation } from '@finx/router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, successBody } from '../../common/api';
import { DisputeForm } from '../../common/disputes/DisputeForm';
import { DISPUTE_SAVED } from '../../common/disputes/duplicate';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { ActiveDispute, ActiveDisputeSkeleton } from './ActiveDispute';
import { DisputeHistory } from './DisputeHistory';
import { DisputeOdds } from './DisputeOdds';
import { disputeQueries } from './queries';
import { SummaryCards } from './SummaryCards';
import { useRefreshDisputes } from './useRefreshDisputes';
import { disputeAnchor, stack } from './ui';
import { QueryError } from '../../common/QueryError';
import { useSessionUser } from '../../common/useSessionUser';

const FORM_ID = 'new-dispute';
/** How often the list is read again while a letter is in the mail (its tracking events arrive on the server). */
const TRACKING_REFRESH_MS = 4000;

const hasLetterInMail = (disputes: Dispute[] | undefined) =>
  !!disputes?.some((d) => d.mailing && ['queued', 'mailed', 'in_transit'].includes(d.mailing.status));

const columns = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' });
const itemList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '4' });

/** How long a dispute just filed or linked to stays marked. */
const HIGHLIGHT_MS = 2500;

/**
 * Shows one dispute: scrolls its card into view, moves the focus to it and marks it for a moment — after a
 * filing (`reveal(id)`) or for a link to `/disputes#dispute-<id>` — as soon as the list has rendered it.
 */
function useRevealDispute(disputes: Dispute[] | undefined) {
  const location = useLocation();
  const [target, setTarget] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key: following the same #dispute-<id> link again shows that dispute again
  useEffect(() => {
    const linked = /^#dispute-(\d+)$/.exec(location.hash);
    if (linked) setTarget(Number(linked[1]));
  }, [location.key, location.hash]);

  useEffect(() => {
    if (target === null || !disputes?.some((d) => d.id === target)) return;
    const card = document.getElementById(disputeAnchor(target));
    if (!card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
    setHighlighted(target);
    setTarget(null);
  }, [target, disputes]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return { reveal: setTarget, highlighted };
}

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
  const { reveal, highlighted } = useRevealDispute(disputes);

  return (
    <section data-remote="disputes" data-singletons={singletons} className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
      <PageHeader
        title="Guardian"
        subtitle="File disputes with the credit bureaus, send them by certified mail and track every response deadline."
        className={css({ mb: '0' })}
      />
      {list.isError ? (
        <QueryError what="your disputes" onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : (
        <SummaryCards disputes={disputes} />
      )}
      <div className={columns}>
        <Card title="New Dispute" description="Fields marked * are required. The bureau has 30 days to investigate once it receives your letter.">
          {userId !== undefined && <NewDisputeForm userId={userId} onFiled={reveal} />}
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
                    <ul className={itemList}>
                      {userId !== undefined && active.map((d) => <ActiveDispute key={d.id} dispute={d} userId={userId} highlighted={highlighted === d.id} />)}
                    </ul>
                  ) : (
                    <p className={css({ color: 'text.secondary', fontSize: 'sm', m: '0' })}>No active disputes: every dispute you filed is resolved.</p>
                  )}
                </Card>
                <Card title="Dispute History">
                  {disputes && <DisputeHistory disputes={disputes.filter((d) => d.status === 'resolved')} highlighted={highlighted} />}
                </Card>
              </>
            )
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The shared New Dispute form with this screen's notices. Nothing reaches the bureau until the letter is sent,
 * so the notice says the dispute is saved and what comes next (not the spec's 'filed with the credit bureau').
 */
function NewDisputeForm({ userId, onFiled }: { userId: number; onFiled: (id: number) => void }) {
  const refresh = useRefreshDisputes(userId);
  const file = useMutation({
    mutationFn: (body: CreateDisputeBody) => api.disputes.create({ body }).then(successBody),
    onSuccess: (created) => {
      toast({ ...DISPUTE_SAVED, tone: 'success' });
      refresh(created.id);
      onFiled(created.id);
    },
    onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to file dispute. Please try again.'), tone: 'destructive' }),
  });
  return (
    <DisputeForm id={FORM_ID} userId={userId} onValid={file.mutateAsync} isPending={file.isPending} renderChoice={(choice) => <ChoiceOdds {...choice} />}>
      <Button type="submit" isPending={file.isPending} pendingLabel="Filing..." className={css({ alignSelf: 'flex-start' })}>
        File Dispute
      </Button>
    </DisputeForm>
  );
}

/** The company's name as typed, once the user pauses (one odds request per name, not per keystroke). */
function useSettled(value: string, ms = 500) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** How disputes of the kind being filed ended (the New Dispute flow): its reason × item type, and the company once named. */
function ChoiceOdds({ type, disputeReason, creditor }: { type: DisputeType; disputeReason: DisputeReason; creditor: string }) {
  const company = useSettled(creditor);
  const odds = useQuery(disputeQueries.kindOdds({ reason: disputeReason, itemType: itemTypeOf({ type }), ...(company ? { creditor: company } : {}) }));
  return <DisputeOdds odds={odds.data} isLoading={odds.isPending} failed={odds.isError} />;
}
