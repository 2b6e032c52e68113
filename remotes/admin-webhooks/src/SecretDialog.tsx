import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { codeBlock, muted } from './ui';

type Props = { secret: string; rotated: boolean; onClose: () => void };

export const SECRET_TITLE = 'Your signing secret';
export const SECRET_DESCRIPTION = 'Copy it now and give it to your receiver: FinX keeps it encrypted and will not show it again.';

/** A new signing secret, shown this once (after a rotation). */
export function SecretDialog(props: Props) {
  return (
    <Dialog onClose={props.onClose} title={SECRET_TITLE} description={SECRET_DESCRIPTION} footer={<SecretFooter {...props} />}>
      <SecretBody {...props} />
    </Dialog>
  );
}

/** Copy and Done. */
export function SecretFooter({ secret, onClose }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied', tone: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the secret and copy it yourself.', tone: 'destructive' });
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => void copy()}>
        Copy secret
      </Button>
      <Button onPress={onClose}>Done</Button>
    </>
  );
}

/** The secret and how to use it. */
export function SecretBody({ secret, rotated }: Props) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> (its text is preformatted): named, and focusable so a keyboard can scroll it */}
      <pre className={codeBlock} tabIndex={0} role="region" aria-label="Signing secret" data-testid="signing-secret">
        {secret}
      </pre>
      <p className={muted}>
        {rotated
          ? 'Deliveries carry signatures from both the new and the previous secret for 24 hours, so your receiver can switch over.'
          : 'Verify each delivery with any Standard Webhooks library: new Webhook(secret).verify(body, headers).'}
      </p>
      <span className={css({ srOnly: true })} aria-live="polite">
        Secret shown once
      </span>
    </>
  );
}
