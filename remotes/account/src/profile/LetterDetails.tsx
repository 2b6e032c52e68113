import type { AccountProfile, UserInfo } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Button, Card } from '@finx/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { initialUserInfo, UserInfoForm, useUserInfoForm } from '../../../common/disputes/UserInfoFields';
import { PROFILE_KEY } from '../account/queries';
import { actions, Outcome } from '../account/ui';
import { IdentityNumbers } from './IdentityNumbers';
import { useSessionUser } from '../../../common/useSessionUser';

const FORM_ID = 'letter-details';

/**
 * The letter details the disputes engine prints (name, mailing address) — saved without the password — and the
 * SSN (last 4 only) and date of birth, which change only with the current password (IdentityNumbers).
 */
export function LetterDetails({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const session = useSessionUser();
  const details = useUserInfoForm(initialUserInfo(profile.letterDetails, session));
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});
  const save = useMutation({
    mutationFn: async (userInfo: UserInfo) => successBody(await api.account.updateLetterDetails({ body: { userInfo } })),
    onMutate: () => setResult({}),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      // as stored (the state in capitals, trimmed)
      details.form.reset(initialUserInfo(saved.letterDetails, session));
      setResult({ ok: 'Your letter details are saved.' });
    },
    onError: (err) => setResult({ error: serverMessage(err, 'Your letter details were not saved. Please try again.') }),
  });
  return (
    <Card title="Letter details" description="The name and mailing address printed on your dispute letters, where the bureaus mail their answers.">
      <UserInfoForm id={FORM_ID} label="Letter details" details={details} onValid={(info) => !save.isPending && save.mutate(info)} />
      <div className={actions}>
        <Button type="submit" form={FORM_ID} isPending={save.isPending} pendingLabel="Saving...">
          Save letter details
        </Button>
      </div>
      <Outcome ok={result.ok} error={result.error} />
      <IdentityNumbers stored={profile.letterDetails} validDetails={details.validDetails} />
    </Card>
  );
}
