import './index.css';
import { isApiError, serverMessage, sessionQuery } from '@finx/contracts/session';
import { Button, PageHeader, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, successBody } from '../../common/api';
import { ACCOUNT_KEY } from './account/queries';
import { link, note, stack } from './account/ui';
import { PublicPage } from './PublicPage';

const confirmed = css({ fontSize: 'md', color: 'text.primary', m: '0', overflowWrap: 'anywhere' });

/**
 * /account/confirm-email?token=… (issue 28): the page the confirmation link opens, signed in or not. It sends the
 * token once and says the e-mail is confirmed, or that the link is expired or used, with the way on (Profile to
 * ask for a new link, signing in first when needed).
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: async () => successBody(await api.account.confirmEmail({ body: { token } })),
    // The session's user and the Profile screen show the new address from now on.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
  // Sent once per token (a token works once: a second send would answer that it is used).
  const sent = useRef('');
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate();
  }, [token, mutate]);

  return (
    <PublicPage documentTitle="Confirm your e-mail">
      <PageHeader title="Confirm your e-mail" className={css({ mb: '0' })} />
      <div className={stack} aria-live="polite">
        {!token ? (
          <p role="alert" className={note}>
            This link has no confirmation code. Open the link from the e-mail again, or ask for a new one on your Profile.
          </p>
        ) : confirm.isSuccess ? (
          <p className={confirmed}>Your e-mail is confirmed: FinX now writes to {confirm.data.email}.</p>
        ) : confirm.isError ? (
          <>
            <p role="alert" className={note}>
              {serverMessage(confirm.error, 'This link could not be used.')} Links work once, for 24 hours: ask for a new one on your Profile.
            </p>
            {/* an expired or used link stays so; a failed connection or server may work on a second try */}
            {!(isApiError(confirm.error) && confirm.error.status < 500) && (
              <Button variant="secondary" onPress={() => confirm.mutate()} isPending={confirm.isPending} pendingLabel="Trying again...">
                Try again
              </Button>
            )}
          </>
        ) : (
          <>
            <VisuallyHidden>Confirming your e-mail…</VisuallyHidden>
            <Skeleton lines={2} />
          </>
        )}
        <p className={note}>
          <Link to="/profile" className={link}>
            Go to your Profile
          </Link>{' '}
          (you may be asked to sign in first).
        </p>
      </div>
    </PublicPage>
  );
}
