import { type AccountProfile, formatUsPhone, updateProfileBodySchema } from '@finx/contracts';
import { serverMessage, sessionQuery } from '@finx/contracts/session';
import { Button, Card } from '@finx/design-system';
import { TextField } from '@finx/design-system/forms';
import { grid } from '@finx/design-system/patterns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { useForm } from '../../../common/useForm';
import { PROFILE_KEY } from '../account/queries';
import { actions, Outcome, stack } from '../account/ui';

const valuesOf = (p: AccountProfile) => ({ firstName: p.user.firstName, lastName: p.user.lastName, phone: p.phone ? formatUsPhone(p.phone) : '' });

/** Name and phone: saved with PATCH /api/account/profile; the sidebar's session gets the new name. */
export function NameAndPhone({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const form = useForm(valuesOf(profile));
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});
  const save = useMutation({
    mutationFn: async (body: typeof form.values) => successBody(await api.account.updateProfile({ body })),
    onMutate: () => setResult({}),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      queryClient.setQueryData(sessionQuery.queryKey, saved.user);
      form.reset(valuesOf(saved));
      setResult({ ok: 'Your name and phone are saved.' });
    },
    onError: (err) => setResult({ error: serverMessage(err, 'Your changes were not saved. Please try again.') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // checked here for the messages; sent as typed (the server stores the phone as +1…, or none when empty)
    if (form.validate(updateProfileBodySchema) && !save.isPending) save.mutate(form.values);
  };
  return (
    <Card title="Name and phone" description="How FinX addresses you, and the number we may call or text about your account.">
      <form ref={form.formRef} noValidate onSubmit={submit} className={stack} aria-label="Name and phone">
        <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
          <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          description="A US number, e.g. (214) 555-0199. Leave empty to remove it."
          {...form.field('phone')}
        />
        <div className={actions}>
          <Button type="submit" isPending={save.isPending} pendingLabel="Saving...">
            Save
          </Button>
        </div>
        <Outcome ok={result.ok} error={result.error} />
      </form>
    </Card>
  );
}
