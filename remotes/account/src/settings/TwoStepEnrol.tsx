import { accountContract } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { useForm } from '../../../common/useForm';
import { actions, changeFailed, CodeField, note, Outcome, REAUTH, stack } from '../account/ui';

export type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

const layout = css({ display: 'flex', gap: '6', flexWrap: 'wrap', alignItems: 'flex-start' });
// A white quiet zone round the code: scanners need light around dark modules.
const qr = css({ width: '176px', height: '176px', p: '2', bg: 'white', borderRadius: 'control', flexShrink: '0' });
const secretText = css({ fontFamily: 'mono', fontSize: 'sm', m: '0', overflowWrap: 'anywhere', userSelect: 'all' });
const steps = css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', color: 'text.secondary' });

/**
 * Enrolment, after the password: the QR code (our server's SVG, shown as an image, never as markup in the page),
 * the secret for typing by hand, and the first code from the app, which turns two-step sign-in on.
 */
export function TwoStepEnrol({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const form = useForm({ code: '' });
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: async (body: { code: string }) => successBody(await api.account.confirmTwoStep({ body })).recoveryCodes,
    meta: REAUTH,
    onMutate: () => setError(null),
    onSuccess: onEnabled,
    onError: (err) => setError(changeFailed(err, 'Two-step sign-in was not turned on. Please try again.', form.fail)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(accountContract.confirmTwoStep.body);
    if (body && !confirm.isPending) confirm.mutate(body);
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={stack} aria-label="Set up two-step sign-in">
      <div className={layout}>
        <img className={qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt="QR code to scan with your authenticator app" />
        <ol className={steps}>
          <li>Open an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator…).</li>
          <li>
            Scan the QR code, or type this key by hand:
            <p className={secretText}>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
          </li>
          <li>Type the 6-digit code the app shows.</li>
        </ol>
      </div>
      <CodeField form={form} />
      <div className={actions}>
        <Button type="submit" isPending={confirm.isPending} pendingLabel="Turning on...">
          Turn on
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
      <Outcome error={error} />
      <p className={note}>Until you enter a code, two-step sign-in stays off.</p>
    </form>
  );
}
