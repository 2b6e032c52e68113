import { type AccountProfile, changeEmailBodySchema } from '@finx/contracts';
import { Badge, Button, Card } from '@finx/design-system';
import { TextField } from '@finx/design-system/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ReauthDialog } from '../account/ReauthDialog';
import { acceptedBody, PROFILE_KEY } from '../account/queries';
import { actions, note, Outcome, PasswordField, stack } from '../account/ui';
import { css } from '@finx/design-system/css';

const address = css({ fontSize: 'md', fontWeight: 'medium', m: '0', overflowWrap: 'anywhere' });

/**
 * The e-mail: "Change e-mail" asks the new address and the current password; nothing changes until the link sent
 * to the new address is opened (the pending address is shown till then).
 */
export function EmailSection({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card title="E-mail" description="Where FinX sends sign-in notices, letters' tracking and your data downloads.">
      <div className={stack}>
        <p className={address}>{profile.user.email}</p>
        {profile.pendingEmail && (
          <p className={note}>
            <Badge tone="warning">Waiting for confirmation</Badge> {profile.pendingEmail} — open the link we sent there to make it your e-mail.
          </p>
        )}
        <div className={actions}>
          <Button variant="secondary" onPress={() => setChanging(true)}>
            Change e-mail
          </Button>
        </div>
        <Outcome ok={sentTo && `We sent a link to ${sentTo} — your e-mail changes when you open it.`} />
      </div>
      {changing && (
        <ReauthDialog
          title="Change e-mail"
          description="We send a link to the new address; your e-mail changes when you open it. Your current address is told of the change."
          initial={{ newEmail: '', currentPassword: '' }}
          schema={changeEmailBodySchema}
          fields={(form) => (
            <>
              <TextField label="New e-mail" type="email" autoComplete="email" spellCheck="false" {...form.field('newEmail')} />
              <PasswordField form={form} />
            </>
          )}
          submitLabel="Send link"
          pendingLabel="Sending..."
          fallback="The link was not sent. Please try again."
          onConfirm={async (body) => acceptedBody(await api.account.changeEmail({ body }))}
          onDone={(saved) => {
            queryClient.setQueryData(PROFILE_KEY, saved);
            setSentTo(saved.pendingEmail);
            setChanging(false);
          }}
          onClose={() => setChanging(false)}
        />
      )}
    </Card>
  );
}
