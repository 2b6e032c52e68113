import type { DataExport } from '@finx/contracts';
import { formatTimestamp, formatTimestampDate } from '@finx/contracts/dates';
import { Badge, Button, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, successBody } from '../../../common/api';
import { size } from '../account/format';
import { EXPORTS_KEY } from '../account/queries';
import { note } from '../account/ui';

const STATUS: Record<DataExport['status'], { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'warning' },
  building: { label: 'Building', tone: 'warning' },
  ready: { label: 'Ready', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
// an accent outline only: a tinted background would take the status badge below AA
const highlighted = css({ borderColor: 'accent', outline: '1px solid token(colors.accent)' });

/** The exports, asked again every 5 s while one is being built. */
export const useExports = () =>
  useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: async () => successBody(await api.account.exports()),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'queued' || e.status === 'building') ? 5000 : false),
  });

const detail = (e: DataExport) => {
  if (e.status === 'ready')
    return `${e.sizeBytes === null ? '' : `${size(e.sizeBytes)} · `}download until ${e.expiresAt ? formatTimestamp(e.expiresAt) : 'soon'}`;
  if (e.status === 'failed') return 'Could not be built. Ask for a new one.';
  if (e.status === 'expired') return 'The 24 hours are over. Ask for a new one.';
  return 'Being built: we e-mail you when it is ready.';
};

/** Each export with its state; a ready one has "Download"; the one the e-mail names is marked and scrolled to. */
export function ExportList({ items, highlight, onDownload }: { items: DataExport[]; highlight: number | null; onDownload: (e: DataExport) => void }) {
  const marked = useRef<HTMLLIElement>(null);
  const found = items.some((e) => e.id === highlight);
  useEffect(() => {
    if (found) marked.current?.scrollIntoView?.({ block: 'center' });
  }, [found]);
  return (
    <>
      {highlight !== null && !found && <p className={note}>The download the e-mail links to is not in your list any more. Ask for a new one.</p>}
      <ul className={list} aria-label="Data downloads">
        {items.map((e) => (
          <li
            key={e.id}
            ref={e.id === highlight ? marked : undefined}
            aria-current={e.id === highlight ? 'true' : undefined}
            className={cx(row, e.id === highlight && highlighted)}
          >
            <div>
              <p className={css({ m: '0', fontWeight: 'medium', fontSize: 'sm' })}>
                Requested {formatTimestampDate(e.requestedAt)} <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
              </p>
              <p className={note}>{detail(e)}</p>
            </div>
            {e.status === 'ready' && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download the archive requested ${formatTimestampDate(e.requestedAt)}`}
                onPress={() => onDownload(e)}
              >
                Download
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
