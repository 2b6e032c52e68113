import type { CloseAccountPreview } from '@finx/contracts';
import { formatCalendarDate, formatTimestampDate } from '@finx/contracts/dates';
import { Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { api, successBody } from '../../../common/api';
import { QueryError } from '../../../common/QueryError';
import { CLOSE_PREVIEW_KEY } from '../account/queries';
import { note } from '../account/ui';

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' });
const list = css({ m: '0', pl: '5', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1', color: 'text.primary' });
const block = css({ display: 'flex', flexDirection: 'column', gap: '2' });

/** Only what the user has (a list of kinds with 0 says nothing). */
function Deleted({ items }: { items: CloseAccountPreview['deleted'] }) {
  const held = items.filter((d) => d.count > 0);
  return (
    <div className={block}>
      <h3 className={heading}>Deleted</h3>
      {held.length === 0 ? (
        <p className={note}>Your account and sign-in details.</p>
      ) : (
        <ul className={list}>
          {held.map((d) => (
            <li key={d.what}>
              {d.what}: {d.count}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Retained({ items }: { items: CloseAccountPreview['retained'] }) {
  if (items.length === 0) return null;
  return (
    <div className={block}>
      <h3 className={heading}>Kept because the law requires it</h3>
      <ul className={list}>
        {items.map((r) => (
          <li key={r.what}>
            {r.what} — {r.why}, until {r.keptUntil}
          </li>
        ))}
      </ul>
    </div>
  );
}

function InFlight({ items }: { items: CloseAccountPreview['disputesInFlight'] }) {
  if (items.length === 0) return null;
  return (
    <div className={block}>
      <h3 className={heading}>Disputes still in flight</h3>
      <p className={note}>
        These letters are already with the bureaus; their answers go to your mailing address, and FinX can't show them to you once your account is closed.
      </p>
      <ul className={list}>
        {items.map((d) => (
          <li key={d.id}>
            {d.creditor} with {d.bureau}
            {d.mailedAt && `, mailed ${formatTimestampDate(d.mailedAt)}`}
            {d.answerDueAt && `, answer due ${formatCalendarDate(d.answerDueAt)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What closing the account does (GET /api/account/close): deleted with counts, kept and why until when, disputes in flight. */
export function ClosePreview() {
  const preview = useQuery({ queryKey: CLOSE_PREVIEW_KEY, queryFn: async () => successBody(await api.account.closePreview()), staleTime: 0 });
  if (preview.isError) return <QueryError what="what closing your account does" onRetry={() => void preview.refetch()} isRetrying={preview.isFetching} />;
  if (!preview.data)
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading what closing your account does…</VisuallyHidden>
        <Skeleton lines={5} />
      </div>
    );
  return (
    <>
      <Deleted items={preview.data.deleted} />
      <Retained items={preview.data.retained} />
      <InFlight items={preview.data.disputesInFlight} />
    </>
  );
}
