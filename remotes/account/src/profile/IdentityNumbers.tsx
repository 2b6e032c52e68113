import { type StoredUserInfo, type UserInfo, updateLetterDetailsBodySchema } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { ReauthDialog } from '../account/ReauthDialog';
import { PROFILE_KEY } from '../account/queries';
import { note, Outcome, PasswordField } from '../account/ui';

const rows = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2 4',
  m: '0',
  fontSize: 'sm',
  '& dt': { color: 'text.secondary' },
  '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' },
});
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '4', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border' });
const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });

type Reentry = { ssn: string; dateOfBirth: string; currentPassword: string };

/** The contract's body checked with the fields of this dialog (the name and address come from the form above). */
const reentrySchema = (info: UserInfo) => ({
  safeParse(values: unknown) {
    const { ssn, dateOfBirth, currentPassword } = values as Reentry;
    const parsed = updateLetterDetailsBodySchema.safeParse({ userInfo: { ...info, ssn, dateOfBirth }, currentPassword });
    if (parsed.success) return parsed;
    return {
      success: false as const,
      error: { issues: parsed.error.issues.map((i) => ({ ...i, path: i.path[0] === 'userInfo' ? i.path.slice(1) : i.path })) },
    };
  },
});

/**
 * The SSN (only ever shown as XXX-XX-1234) and whether a date of birth is on file. "Change" asks the full SSN
 * again and the date of birth, with the current password.
 */
export function IdentityNumbers({ stored, validDetails }: { stored: StoredUserInfo | null; validDetails: () => UserInfo | null }) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState<UserInfo | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <div className={section}>
      <h3 className={heading}>SSN and date of birth</h3>
      <dl className={rows}>
        <dt>SSN</dt>
        <dd>{stored?.ssnMasked ?? 'Not on file'}</dd>
        <dt>Date of birth</dt>
        <dd>{stored?.hasDateOfBirth ? 'On file' : 'Not on file'}</dd>
      </dl>
      <p className={note}>Optional. Stored encrypted; only the last 4 digits of your SSN are ever printed on a letter.</p>
      <div>
        <Button
          variant="secondary"
          aria-label="Change SSN and date of birth"
          onPress={() => {
            setSaved(false);
            setChanging(validDetails());
          }}
        >
          Change
        </Button>
      </div>
      <Outcome ok={saved ? 'Your SSN and date of birth are saved.' : null} />
      {changing && (
        <ReauthDialog
          title="Change SSN and date of birth"
          description="Type your full SSN and your date of birth again, and your current password."
          initial={{ ssn: '', dateOfBirth: '', currentPassword: '' }}
          schema={reentrySchema(changing)}
          fields={(form) => (
            <>
              <TextField label="SSN" inputMode="numeric" autoComplete="off" placeholder="123-45-6789" {...form.field('ssn')} />
              <TextField label="Date of birth" type="date" autoComplete="bday" {...form.field('dateOfBirth')} />
              <PasswordField form={form} />
            </>
          )}
          submitLabel="Save"
          pendingLabel="Saving..."
          fallback="Your SSN and date of birth were not saved. Please try again."
          onConfirm={async (body) => successBody(await api.account.updateLetterDetails({ body }))}
          onDone={(profile) => {
            queryClient.setQueryData(PROFILE_KEY, profile);
            setSaved(true);
            setChanging(null);
          }}
          onClose={() => setChanging(null)}
        />
      )}
    </div>
  );
}
