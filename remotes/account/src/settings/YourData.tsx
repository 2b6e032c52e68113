import type { DataExport } from '@finx/contracts';
import { Button, Card, Skeleton, VisuallyHidden } from '@finx/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { QueryError } from '../../../common/QueryError';
import { PasswordDialog } from '../account/ReauthDialog';
import { acceptedBody, ACTIVITY_KEY, EXPORTS_KEY } from '../account/queries';
import { actions, note, Outcome, stack } from '../account/ui';
import { downloadExport } from './download';
import { ExportList, useExports } from './ExportList';

/**
 * Your data: "Download my data" (password) queues an archive of everything FinX holds about the user, e-mailed
 * as a link; the list shows each export's state, and a ready one downloads after the password again.
 * `highlight`: the export the e-mail's link names (?export=<id>).
 */
export function YourData({ highlight }: { highlight: number | null }) {
  const queryClient = useQueryClient();
  const exports = useExports();
  const [dialog, setDialog] = useState<{ name: 'request' } | { name: 'download'; item: DataExport } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const close = () => setDialog(null);
  return (
    <Card
      title="Your data"
      description="A copy of everything FinX holds about you: your account, credit reports and documents, disputes and letters, as a zip archive."
    >
      <div className={stack}>
        <div className={actions}>
          <Button
            onPress={() => {
              setResult(null);
              setDialog({ name: 'request' });
            }}
          >
            Download my data
          </Button>
        </div>
        <Outcome ok={result} />
        {exports.data ? (
          exports.data.length === 0 ? (
            <p className={note}>No data downloads yet. Your archive is built in the background; we e-mail you when it is ready.</p>
          ) : (
            <ExportList items={exports.data} highlight={highlight} onDownload={(item) => setDialog({ name: 'download', item })} />
          )
        ) : exports.isError ? (
          <QueryError what="your data downloads" onRetry={() => void exports.refetch()} isRetrying={exports.isFetching} />
        ) : (
          <div aria-busy="true">
            <VisuallyHidden>Loading your data downloads…</VisuallyHidden>
            <Skeleton lines={2} />
          </div>
        )}
      </div>
      {dialog?.name === 'request' && (
        <PasswordDialog
          title="Download my data"
          description="Enter your current password. We build the archive and e-mail you a link, valid for 24 hours."
          submitLabel="Build my archive"
          pendingLabel="Requesting..."
          fallback="Your data download was not requested. Please try again."
          onConfirm={async (body) => acceptedBody(await api.account.requestExport({ body }))}
          onDone={() => {
            setResult("We're building your archive. We'll e-mail you when it's ready; it is listed here too.");
            void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
            void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.name === 'download' && (
        <PasswordDialog
          title="Download your archive"
          description="Enter your current password to download it."
          submitLabel="Download"
          pendingLabel="Downloading..."
          fallback="The archive was not downloaded. Please try again."
          onConfirm={(body) => downloadExport(dialog.item.id, body.currentPassword)}
          onDone={() => {
            setResult('Your archive is downloaded.');
            void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
            close();
          }}
          onClose={close}
        />
      )}
    </Card>
  );
}
