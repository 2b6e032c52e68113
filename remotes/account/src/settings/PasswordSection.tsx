import { changePasswordBodySchema } from '@finx/contracts';
import { Button, Card } from '@finx/design-system';
import { TextField } from '@finx/design-system/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { useForm } from '../../../common/useForm';
import { ACCOUNT_KEY } from '../account/queries';
import { actions, changeFailed, Outcome, PasswordField, REAUTH, stack } from '../account/ui';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const endedText = (n: number) =>
  n === 0 ? 'No other device was signed in.' : n === 1 ? 'One other device was signed out.' : `Other devices were signed out (${n}).`;

/** Password: the current one, the new one twice; every other session ends. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const form = useForm(EMPTY);
  const [result, setResult] = useState<{ ok?: string; error?: string | null }>({});
  const change = useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) => successBody(await api.account.changePassword({ body })),
    meta: REAUTH,
    onMutate: () => setResult({}),
    onSuccess: ({ otherSessionsEnded }) => {
      form.reset();
      setResult({ ok: `Your password is changed. ${endedText(otherSessionsEnded)}` });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
    onError: (err) => setResult({ error: changeFailed(err, 'Your password was not changed. Please try again.', form.fail) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const body = form.validate(changePasswordBodySchema, { currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
    if (!body) return;
    if (form.values.confirmPassword !== form.values.newPassword) return form.fail({ confirmPassword: 'The new passwords do not match' });
    change.mutate(body);
  };
  return (
    <Card title="Password" description="Changing it signs you out on every other device.">
      <form ref={form.formRef} noValidate onSubmit={submit} className={stack} aria-label="Change password">
        <PasswordField form={form} />
        <TextField label="New password" type="password" autoComplete="new-password" description="At least 6 characters." {...form.field('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <div className={actions}>
          <Button type="submit" isPending={change.isPending} pendingLabel="Changing...">
            Change password
          </Button>
        </div>
        <Outcome ok={result.ok} error={result.error} />
      </form>
    </Card>
  );
}
