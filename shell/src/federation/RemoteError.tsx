import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { stack } from '@finx/design-system/patterns';
import { useEffect } from 'react';

type Props = { error: Error; onRetry: () => void };

/** The contained failure of one remote: a clear message, the detail, and a Retry that re-attempts. */
export function RemoteError({ error, onRetry }: Props) {
  useEffect(() => {
    document.title = "This section couldn't load · FinX";
  }, []);
  return (
    <section role="alert" className={stack({ gap: '4', alignItems: 'flex-start', maxWidth: '42rem' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold', color: 'text.primary' })}>This section couldn't load</h1>
      <p className={css({ color: 'text.secondary' })}>The rest of FinX still works — use the menu to go elsewhere, or try this section again.</p>
      <pre
        className={css({
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: 'sm',
          color: 'text.secondary',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'control',
          p: '3',
          width: '100%',
        })}
      >
        {error.message || String(error)}
      </pre>
      <Button onPress={onRetry}>Retry</Button>
    </section>
  );
}
