import './index.css';
import { isApiError } from '@finx/contracts';
import { Card, EmptyState, PageHeader, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { BlockRequestForm } from './identity-theft/BlockRequestForm';
import { Blocks } from './identity-theft/Blocks';
import { FurnisherNotice } from './identity-theft/FurnisherNotice';
import { ProtectYourFile } from './identity-theft/ProtectYourFile';
import { inlineLink, steps } from './identity-theft/ui';
import { disputeQueries } from './queries';
import { muted, stack } from './ui';
import { useSessionUser } from '../../common/useSessionUser';

const ITEM_KEY = /^[0-9a-f]{16,64}$/;
const creditFileLink = css({ color: 'accent.hover', textDecoration: 'underline' });

/**
 * Identity theft (/disputes/identity-theft?item=<key>, issue 29): from an item of the credit file, the FTC report,
 * a §605B block at each bureau reporting it, the §623(a)(6)(B) notice to the company, and the fraud alert and
 * freezes. A user who said the item is theirs is told why the path is closed (CROA) and offered the lawful dispute.
 */
export default function IdentityTheft() {
  useDocumentTitle('Identity Theft');
  const singletons = useSingletonCheck('disputes');
  const [params] = useSearchParams();
  const key = params.get('item') ?? '';
  const userId = useSessionUser()?.id;
  const path = useQuery({ ...disputeQueries.identityTheft(key), enabled: ITEM_KEY.test(key) });
  const missing = !ITEM_KEY.test(key) || (isApiError(path.error) && path.error.status === 404);

  return (
    <section data-remote="disputes" data-singletons={singletons} className={steps}>
      <PageHeader
        title="Identity Theft"
        subtitle={
          path.data
            ? `${path.data.item.name}: when someone used your identity to open or use it.`
            : 'When someone used your identity: the FTC report, a block at each bureau, a notice to the company, and protection for your file.'
        }
        className={css({ mb: '0' })}
      />
      {missing ? (
        <EmptyState
          title="Choose the item on your Credit File"
          description="Open your Credit File, choose “Dispute this” on the account or inquiry someone else opened, and pick “Someone used my identity”."
          action={
            <Link to="/credit-file" className={creditFileLink}>
              Go to your Credit File
            </Link>
          }
        />
      ) : path.isError ? (
        <QueryError what="this item" onRetry={() => void path.refetch()} isRetrying={path.isFetching} />
      ) : !path.data || userId === undefined ? (
        <div aria-busy="true" className={stack}>
          <Skeleton height={220} />
          <Skeleton height={160} />
        </div>
      ) : path.data.refusal ? (
        <Card title="This path is not open for this item">
          <div className={stack}>
            <p role="alert" className={css({ m: '0', fontSize: 'sm', lineHeight: 'normal' })}>
              {path.data.refusal}
            </p>
            <p className={muted}>
              On your{' '}
              <Link to="/credit-file" className={inlineLink}>
                Credit File
              </Link>
              , “Dispute this” lets you dispute the balance, a late payment or the dates — what is actually wrong.
            </p>
          </div>
        </Card>
      ) : (
        <>
          {path.data.blocks.length > 0 ? <Blocks path={path.data} userId={userId} /> : <BlockRequestForm path={path.data} userId={userId} />}
          <FurnisherNotice path={path.data} />
        </>
      )}
      <ProtectYourFile step={path.data && !path.data.refusal ? 5 : undefined} />
    </section>
  );
}
