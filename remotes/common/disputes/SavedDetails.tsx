import type { StoredUserInfo } from '@finx/contracts';
import { Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../QueryError';
import { initialUserInfo, type UserInfoValues } from './UserInfoFields';

const loading = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });

/**
 * A letter dialog's details form once the saved letter details are read: skeletons shaped like the fields while
 * they load, a retry when they fail, else `children` with the saved details (or the account's name).
 */
export function SavedDetails({
  stored,
  session,
  rows = 2,
  children,
}: {
  stored: UseQueryResult<StoredUserInfo | null>;
  session: { firstName: string; lastName: string } | undefined;
  rows?: number;
  children: (initial: UserInfoValues) => ReactNode;
}) {
  if (stored.isError) return <QueryError what="your saved details" onRetry={() => void stored.refetch()} isRetrying={stored.isFetching} />;
  if (stored.isPending) {
    return (
      <div aria-busy="true" className={loading}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    );
  }
  return <>{children(initialUserInfo(stored.data, session))}</>;
}
