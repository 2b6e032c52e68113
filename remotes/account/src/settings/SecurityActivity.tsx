import type { SecurityEventType } from '@finx/contracts';
import { formatTimestamp } from '@finx/contracts/dates';
import { Card, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { QueryError } from '../../../common/QueryError';
import { useSecurityActivity } from '../account/queries';
import { note } from '../account/ui';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  pl: '3',
  borderLeftWidth: '2px',
  borderLeftStyle: 'solid',
  borderLeftColor: 'border',
});
const warnItem = css({ borderLeftColor: 'warning' });
const what = css({ fontWeight: 'medium', m: '0', fontSize: 'sm' });

/** Events worth a second look: marked with the warning colour (and the words say what happened). */
const WORTH_A_LOOK: ReadonlySet<SecurityEventType> = new Set(['sign_in_failed', 'two_step_failed', 'recovery_code_used']);

/** Recent security activity: sign-ins (and failed ones) and security changes, newest first. */
export function SecurityActivity() {
  const activity = useSecurityActivity();
  return (
    <Card
      title="Recent security activity"
      description="Sign-ins and changes to your account's security, newest first. Something you don't recognise? Change your password."
    >
      {activity.data ? (
        activity.data.length === 0 ? (
          <p className={note}>No security activity yet. Sign-ins and security changes will be listed here.</p>
        ) : (
          <ol className={list} aria-label="Recent security activity">
            {activity.data.map((e) => (
              <li key={e.id} className={cx(item, WORTH_A_LOOK.has(e.type) && warnItem)}>
                <p className={what}>{e.description}</p>
                <p className={note}>
                  {formatTimestamp(e.at)} · {e.device}
                  {e.network && ` · ${e.network}`}
                </p>
              </li>
            ))}
          </ol>
        )
      ) : activity.isError ? (
        <QueryError what="your security activity" onRetry={() => void activity.refetch()} isRetrying={activity.isFetching} />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden>Loading your security activity…</VisuallyHidden>
          <Skeleton lines={5} />
        </div>
      )}
    </Card>
  );
}
