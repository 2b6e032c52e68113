import { accountContract } from '@finx/contracts';
import { Badge, Button, Card } from '@finx/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { PasswordDialog, passwordAndCode, ReauthDialog } from '../account/ReauthDialog';
import { ACCOUNT_KEY } from '../account/queries';
import { actions, note, Outcome, stack } from '../account/ui';
import { RecoveryCodes } from './RecoveryCodes';
import { type Setup, TwoStepEnrol } from './TwoStepEnrol';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: Setup }
  | { name: 'codes'; codes: string[] }
  | { name: 'turn-off' }
  | { name: 'new-codes' };

/**
 * Two-step sign-in (TOTP): off → "Turn on" (password) → scan and confirm a code → the recovery codes, shown once.
 * On → "Turn off" or "New recovery codes", each with the password and a current code.
 */
export function TwoStepSection({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [result, setResult] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  const idle = () => setStep({ name: 'idle' });
  const start = (next: Step) => {
    setResult(null);
    setStep(next);
  };
  return (
    <Card
      title="Two-step sign-in"
      description="After your password, FinX asks for a code from an authenticator app on your phone."
      actions={<Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>}
    >
      <div className={stack}>
        {step.name === 'scan' ? (
          <TwoStepEnrol
            setup={step.setup}
            onCancel={idle}
            onEnabled={(codes) => {
              refresh();
              setResult('Two-step sign-in is on.');
              setStep({ name: 'codes', codes });
            }}
          />
        ) : step.name === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={idle} />
        ) : enabled ? (
          <div className={actions}>
            <Button variant="secondary" onPress={() => start({ name: 'new-codes' })}>
              New recovery codes
            </Button>
            <Button variant="danger" onPress={() => start({ name: 'turn-off' })}>
              Turn off
            </Button>
          </div>
        ) : (
          <>
            <p className={note}>Two-step sign-in is off: your password alone signs you in.</p>
            <div className={actions}>
              <Button onPress={() => start({ name: 'password' })}>Turn on</Button>
            </div>
          </>
        )}
        <Outcome ok={result} />
      </div>
      {step.name === 'password' && (
        <PasswordDialog
          title="Turn on two-step sign-in"
          description="Enter your current password to start."
          submitLabel="Continue"
          pendingLabel="Checking..."
          fallback="Two-step sign-in could not be started. Please try again."
          onConfirm={async (body) => successBody(await api.account.startTwoStep({ body }))}
          onDone={(setup) => setStep({ name: 'scan', setup })}
          onClose={idle}
        />
      )}
      {step.name === 'turn-off' && (
        <ReauthDialog
          title="Turn off two-step sign-in"
          description="Your password alone will sign you in. Enter your current password and a code from your app."
          danger
          initial={{ currentPassword: '', code: '' }}
          schema={accountContract.disableTwoStep.body}
          fields={passwordAndCode}
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          fallback="Two-step sign-in was not turned off. Please try again."
          onConfirm={async (body) => successBody(await api.account.disableTwoStep({ body }))}
          onDone={() => {
            refresh();
            setResult('Two-step sign-in is off.');
            idle();
          }}
          onClose={idle}
        />
      )}
      {step.name === 'new-codes' && (
        <ReauthDialog
          title="New recovery codes"
          description="Your old recovery codes stop working. Enter your current password and a code from your app."
          initial={{ currentPassword: '', code: '' }}
          schema={accountContract.regenerateRecoveryCodes.body}
          fields={passwordAndCode}
          submitLabel="Make new codes"
          pendingLabel="Making codes..."
          fallback="No new recovery codes were made. Please try again."
          onConfirm={async (body) => successBody(await api.account.regenerateRecoveryCodes({ body })).recoveryCodes}
          onDone={(codes) => {
            refresh();
            setStep({ name: 'codes', codes });
          }}
          onClose={idle}
        />
      )}
    </Card>
  );
}
