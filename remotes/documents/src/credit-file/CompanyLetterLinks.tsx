import { ITEM_LETTER_LABELS } from '@finx/contracts';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, successBody } from '../../../common/api';
import { documentKeys } from '../../../common/documents/queries';
import { row, small } from '../../../common/documents/ui';

const letterLink = css({ color: 'accent.hover', fontSize: 'sm', fontWeight: 'medium', textDecoration: 'underline', _hover: { color: 'text.primary' } });

/** Every account's letters to its company, read once for the file (under its key: a dispute filed or a report read refreshes both). */
const companyLetters = queryOptions({
  queryKey: [...documentKeys.creditFile, 'company-letters'],
  queryFn: () => api.companyLetters.list().then((res) => successBody(res).items),
});

/**
 * "Write to the company" on an account of the credit file (issue 29): the letters that fit it — a goodwill letter for
 * a late payment not disputed as wrong, a validation request and a pay-for-delete offer for a collection — each a link
 * to its page on the disputes screen. Nothing when none fits.
 */
export function CompanyLetterLinks({ itemKey, name }: { itemKey: string; name: string }) {
  const letters =
    useQuery(companyLetters)
      .data?.find((i) => i.item.key === itemKey)
      ?.letters.filter((l) => l.offered) ?? [];
  if (letters.length === 0) return null;
  return (
    <nav aria-label={`${name}: letters to the company`} className={row}>
      <span className={small}>Write to the company:</span>
      {letters.map((l) => (
        <Link key={l.kind} to={`/disputes/letters?item=${itemKey}&letter=${l.kind}`} className={letterLink}>
          {ITEM_LETTER_LABELS[l.kind]}
        </Link>
      ))}
    </nav>
  );
}
