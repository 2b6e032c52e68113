import { accountContract } from '@finx/contracts';
import { Button, Card } from '@finx/design-system';
import { TextField } from '@finx/design-system/forms';
import { useNavigate } from '@finx/router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ReauthDialog } from '../account/ReauthDialog';
import { acceptedBody } from '../account/queries';
import { actions, PasswordField } from '../account/ui';
import { ClosePreview } from './ClosePreview';

/**
 * Close my account: a dialog with what is deleted and what is kept (and why), the password and CLOSE typed out.
 * Once closed, every session has ended: the cache goes and the goodbye page shows.
 */
export function CloseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Card title="Close my account" description="Your personal data, documents, letters and Guardian conversations are deleted. This can't be undone.">
      <div className={actions}>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Close my account
        </Button>
      </div>
      {open && (
        <ReauthDialog
          title="Close your account?"
          description="Read what happens, then enter your password and type CLOSE."
          danger
          initial={{ currentPassword: '', confirm: '' }}
          schema={accountContract.close.body}
          fields={(form) => (
            <>
              <PasswordField form={form} />
              <TextField label="Type CLOSE to confirm" autoComplete="off" spellCheck="false" {...form.field('confirm')} />
            </>
          )}
          submitLabel="Close my account"
          pendingLabel="Closing..."
          fallback="Your account was not closed. Please try again."
          onConfirm={async (body) => acceptedBody(await api.account.close({ body }))}
          onDone={() => {
            queryClient.clear();
            navigate('/account/closed', { replace: true });
          }}
          onClose={() => setOpen(false)}
        >
          <ClosePreview />
        </ReauthDialog>
      )}
    </Card>
  );
}
