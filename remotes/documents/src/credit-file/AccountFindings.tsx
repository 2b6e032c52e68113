import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { documentQueries } from '../../../common/documents/queries';
import { plainList } from '../../../common/documents/ui';
import { FindingItem } from '../Findings';
import { useSessionUser } from '../../../common/useSessionUser';

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' });

/** The consistency findings of one account of the credit file (the account contradicting itself), each fileable in one click. */
export function AccountFindings({ itemKey, name }: { itemKey: string; name: string }) {
  const userId = useSessionUser()?.id;
  const findings = useQuery({ ...documentQueries.findings(), enabled: userId !== undefined });
  const own = (findings.data ?? []).filter((f) => f.itemKey === itemKey && f.conflict);
  if (!own.length || userId === undefined) return null;
  const id = `account-findings-${itemKey}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: findings, not form fields; a group, not a region: every account would repeat the landmark's name
    <div role="group" aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h4 id={id} className={heading}>
        What this account's report contradicts ({own.length})
      </h4>
      <ul className={plainList} aria-label={`${name}: inconsistencies`}>
        {own.map((f) => (
          <FindingItem key={f.key} finding={f} userId={userId} />
        ))}
      </ul>
    </div>
  );
}
