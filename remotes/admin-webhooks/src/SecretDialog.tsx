import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { codeBlock, muted } from './ui';

/** A new signing secret, shown this once (after creation with a generated secret, or a rotation). */
export function SecretDialog({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied', tone: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the secret and copy it yourself.', tone: 'destructive' });
    }
  };
  return (
    <Dialog
      onClose={onClose}
      title="Your signing secret"
      description="Copy it now and give it to your receiver: FinX keeps it encrypted and will not show it again."
      footer={
        <>
          <Button variant="secondary" onPress={() => void copy()}>
            Copy secret
          </Button>
          <Button onPress={onClose}>Done</Button>
        </>
      }
    >
      <pre className={codeBlock} aria-label="Signing secret" data-testid="signing-secret">
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
    </Dialog>
  );
}
