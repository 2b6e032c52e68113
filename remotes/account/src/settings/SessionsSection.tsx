import type { AccountSession } from '@finx/contracts';
import { formatTimestamp } from '@finx/contracts/dates';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { QueryError } from '../../../common/QueryError';
import { ACTIVITY_KEY, SESSIONS_KEY, useSessions } from '../account/queries';
import { actions, note, Outcome, stack } from '../account/ui';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  _last: { borderBottomWidth: '0' },
});
const device = css({ fontWeight: 'medium', m: '0', display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });

/** Signed-in sessions: this device first and marked; "Sign out" per other session and "Sign out everywhere else". */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
  };
  const endOne = useMutation({
    mutationFn: async (s: AccountSession) => successBody(await api.account.endSession({ params: { sessionId: s.id }, body: {} })),
    onMutate: () => setResult({}),
    onSuccess: (_, s) => {
      setResult({ ok: `${s.device} is signed out.` });
      refresh();
    },
    onError: (err) => setResult({ error: serverMessage(err, 'That session was not signed out. Please try again.') }),
  });
  const endOthers = useMutation({
    mutationFn: async () => successBody(await api.account.endOtherSessions({ body: {} })),
    onMutate: () => setResult({}),
    onSuccess: ({ ended }) => {
      setResult({ ok: ended === 1 ? 'One other session was signed out.' : `${ended} other sessions were signed out.` });
      refresh();
    },
    onError: (err) => setResult({ error: serverMessage(err, 'The other sessions were not signed out. Please try again.') }),
  });
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <Card title="Signed-in sessions" description="Where your account is signed in now. Sign out any you don't recognise, then change your password.">
      <div className={stack}>
        {sessions.data ? (
          <ul className={list} aria-label="Signed-in sessions">
            {sessions.data.map((s) => (
              <li key={s.id} className={row}>
                <div>
                  <p className={device}>
                    {s.device} {s.current && <Badge tone="accent">This device</Badge>}
                  </p>
                  <p className={note}>
                    {s.network ?? 'Network unknown'} · signed in {formatTimestamp(s.signedInAt)} · last active {formatTimestamp(s.lastActiveAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Sign out ${s.device}, signed in ${formatTimestamp(s.signedInAt)}`}
                    onPress={() => endOne.mutate(s)}
                    isPending={endOne.isPending && endOne.variables?.id === s.id}
                    pendingLabel="Signing out..."
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : sessions.isError ? (
          <QueryError what="your sessions" onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching} />
        ) : (
          <div aria-busy="true">
            <VisuallyHidden>Loading your sessions…</VisuallyHidden>
            <Skeleton lines={4} />
          </div>
        )}
        {sessions.data && (
          <div className={actions}>
            {others.length > 0 ? (
              <Button variant="secondary" onPress={() => endOthers.mutate()} isPending={endOthers.isPending} pendingLabel="Signing out...">
                Sign out everywhere else
              </Button>
            ) : (
              <p className={note}>You are signed in on this device only.</p>
            )}
          </div>
        )}
        <Outcome ok={result.ok} error={result.error} />
      </div>
    </Card>
  );
}
