import './index.css';
import { serverMessage } from '@finx/contracts/session';
import { Button, Card, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { useMutation } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { PublicPage } from './PublicPage';

const text = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' });

/**
 * /unsubscribe?token=…: the page an e-mail's unsubscribe link opens. It works signed out (the token is signed
 * by the server); a button confirms, so a mail scanner opening the link changes nothing.
 */
export default function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: async () => successBody(await api.notifications.unsubscribe({ body: { token } })) });
  return (
    <PublicPage documentTitle="Unsubscribe">
      <PageHeader title="Unsubscribe from FinX e-mails" subtitle="Notification e-mails only: your account stays as it is." className={css({ mb: '0' })} />
      <Card padding="lg">
        <div className={stack}>
          {unsubscribe.isSuccess ? (
            <p className={text} role="status">
              Done: FinX will not e-mail notifications to {unsubscribe.data.email} any more. You can turn them on again in the{' '}
              <Link to="/notifications" className={link}>
                Notification Center
              </Link>
              .
            </p>
          ) : (
            <>
              <p className={text}>
                Stop the notification e-mails FinX sends you (dispute updates, delivered letters, score changes and the rest). In-app notifications stay.
              </p>
              {unsubscribe.isError && (
                <p role="alert" className={css({ color: 'danger', fontSize: 'sm', m: '0' })}>
                  {serverMessage(unsubscribe.error, 'Failed to unsubscribe. Please try again.')}
                </p>
              )}
              <Button onPress={() => unsubscribe.mutate()} isPending={unsubscribe.isPending} pendingLabel="Unsubscribing..." isDisabled={!token}>
                Unsubscribe
              </Button>
            </>
          )}
        </div>
      </Card>
    </PublicPage>
  );
}
