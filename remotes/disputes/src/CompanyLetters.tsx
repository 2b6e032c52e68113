import './index.css';
import { isApiError, ITEM_LETTER_LABELS, type ItemLetterKind, type ItemLetters } from '@finx/contracts';
import { Card, EmptyState, PageHeader, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { GoodwillCard } from './company-letters/GoodwillCard';
import { letterAnchor } from './company-letters/LetterCard';
import { PayForDeleteCard } from './company-letters/PayForDeleteCard';
import { ValidationCard } from './company-letters/ValidationCard';
import { inlineLink, plainList, steps } from './identity-theft/ui';
import { disputeQueries } from './queries';
import { muted, stack } from './ui';

const ITEM_KEY = /^[0-9a-f]{16,64}$/;
const CARDS: Record<ItemLetterKind, (props: { item: ItemLetters }) => React.JSX.Element> = {
  goodwill: GoodwillCard,
  validation: ValidationCard,
  pay_for_delete: PayForDeleteCard,
};

/**
 * Letters to companies (/disputes/letters?item=<key>, issue 29): for an account of the credit file, the letters to the
 * company that reports it that fit it — a goodwill letter, a debt-validation request, a pay-for-delete offer — each
 * with what to know first; the others with why not. The user prints and mails each; FinX sends none of them.
 */
export default function CompanyLetters() {
  useDocumentTitle('Letters to Companies');
  const singletons = useSingletonCheck('disputes');
  const [params] = useSearchParams();
  const key = params.get('item') ?? '';
  const wanted = params.get('letter');
  const letters = useQuery({ ...disputeQueries.companyLetters(key), enabled: ITEM_KEY.test(key) });
  const missing = !ITEM_KEY.test(key) || (isApiError(letters.error) && letters.error.status === 404);
  const data = letters.data;

  // a link from the credit file names the letter: bring its card into view once it is there
  useEffect(() => {
    if (data && wanted) document.getElementById(letterAnchor(wanted as ItemLetterKind))?.focus();
  }, [data, wanted]);

  const offered = data?.letters.filter((l) => l.offered) ?? [];
  const refused = data?.letters.filter((l) => !l.offered) ?? [];
  return (
    <section data-remote="disputes" data-singletons={singletons} className={steps}>
      <PageHeader
        title="Letters to Companies"
        subtitle={
          data
            ? `${data.item.name}: letters you write to the company that reports it. You print, sign and mail each one; FinX never sends them.`
            : 'Letters you write to the company that reports an account: you print, sign and mail each one.'
        }
        className={css({ mb: '0' })}
      />
      {missing ? (
        <EmptyState
          title="Choose the account on your Credit File"
          description="Open your Credit File and choose a letter on the account you want to write about."
          action={
            <Link to="/credit-file" className={inlineLink}>
              Go to your Credit File
            </Link>
          }
        />
      ) : letters.isError ? (
        <QueryError what="this account" onRetry={() => void letters.refetch()} isRetrying={letters.isFetching} />
      ) : !data ? (
        <div aria-busy="true" className={stack}>
          <Skeleton height={200} />
          <Skeleton height={160} />
        </div>
      ) : (
        <>
          {data.furnisher?.address && (
            <p className={muted}>
              To {data.furnisher.name}, {data.furnisher.address}
              {data.furnisher.phone ? ` (telephone ${data.furnisher.phone})` : ''}, as your credit report prints it.
            </p>
          )}
          {offered.length === 0 && (
            <EmptyState
              title="No letter fits this account"
              description="The reasons are below. On your Credit File, “Dispute this” disputes what is wrong with it."
            />
          )}
          {offered.map((l) => {
            const LetterFor = CARDS[l.kind];
            return <LetterFor key={l.kind} item={data} />;
          })}
          {refused.length > 0 && (
            <Card title="Not for this account" headingLevel={2}>
              <ul className={plainList}>
                {refused.map((l) => (
                  <li key={l.kind} className={css({ fontSize: 'sm', lineHeight: 'normal' })}>
                    <strong>{ITEM_LETTER_LABELS[l.kind]}:</strong> {l.reason}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </section>
  );
}
