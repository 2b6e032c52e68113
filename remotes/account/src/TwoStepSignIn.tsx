import { recoveryCodeSchema, totpCodeSchema, type User } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, successBody } from '../../common/api';
import { useForm } from '../../common/useForm';
import { oneField, Outcome, stack, textButton } from './account/ui';

const switchLink = cx(textButton, css({ alignSelf: 'flex-start' }));

const codeBody = oneField('code', totpCodeSchema);
const recoveryBody = oneField('recoveryCode', recoveryCodeSchema);

/**
 * Sign-in's second step (the password was right and the account has two-step sign-in): a code from the app, or
 * one recovery code. `onSignedIn` continues as a normal sign-in; `onRestart` goes back to the password (the step
 * expires after 5 minutes).
 */
export function TwoStepSignIn({ onSignedIn, onRestart }: { onSignedIn: (user: User) => void; onRestart: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({ code: '', recoveryCode: '' });
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (body: { code: string } | { recoveryCode: string }) => successBody(await api.auth.loginTwoStep({ body })).user,
    onMutate: () => setError(null),
    onSuccess: onSignedIn,
    onError: (err) => setError(serverMessage(err, 'That code did not work. Please try again.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const body = useRecovery ? form.validate(recoveryBody) : form.validate(codeBody);
    if (body) verify.mutate(body);
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={stack} aria-label="Two-step sign-in">
      {useRecovery ? (
        <TextField
          label="Enter one of your recovery codes"
          autoComplete="off"
          spellCheck="false"
          description="Each recovery code works once."
          autoFocus
          {...form.field('recoveryCode')}
        />
      ) : (
        <TextField
          label="Enter the 6-digit code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          {...form.field('code')}
        />
      )}
      <Outcome error={error} />
      <Button type="submit" size="lg" fullWidth isPending={verify.isPending} pendingLabel="Checking...">
        Continue
      </Button>
      <button
        type="button"
        className={switchLink}
        onClick={() => {
          setError(null);
          setUseRecovery((r) => !r);
        }}
      >
        {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </button>
      <button type="button" className={switchLink} onClick={onRestart}>
        Start again with your password
      </button>
    </form>
  );
}
